// @vitest-environment node
/** Co-payments worked out by hand: 10 % half up, within 5–10 €, never above the cost. */
import { describe, expect, it } from 'vitest';
import { rideCoPayment, type CoPaymentFacts } from './co-payment';

const ride = (facts: Partial<CoPaymentFacts>): CoPaymentFacts => ({
  costCents: 11240,
  payerKind: 'insurer',
  prescriptionCoPayment: 'required',
  exemptUntil: null,
  rideDay: '2026-03-10',
  ...facts,
});

describe('rideCoPayment', () => {
  it.each([
    // cost, co-payment, claim
    [11240, 1000, 10240], // 11,24 € → at most 10,00 €
    [9600, 960, 8640], // 10 % of 96,00 €
    [7777, 778, 6999], // 7,777 € → 7,78 € (half up)
    [7774, 777, 6997], // 7,774 € → 7,77 €
    [5000, 500, 4500], // 10 % is 5,00 €
    [4000, 500, 3500], // 4,00 € → at least 5,00 €
    [4995, 500, 4495], // 4,995 → 5,00 €
    [300, 300, 0], // never more than the cost: the Kasse owes nothing
    [0, 0, 0],
  ])('%i cents → co-payment %i, claim %i', (costCents, coPaymentCents, claimCents) => {
    expect(rideCoPayment(ride({ costCents }))).toEqual({ coPaymentCents, claimCents });
  });

  it.each([
    ['prescription says exempt', { prescriptionCoPayment: 'exempt' as const }, 0],
    ['certificate valid on the day', { exemptUntil: '2026-12-31' }, 0],
    ['certificate ends that day', { exemptUntil: '2026-03-10' }, 0],
    ['certificate ended the day before', { exemptUntil: '2026-03-09' }, 1000],
    ['no prescription facts', { prescriptionCoPayment: null }, 1000],
  ])('%s → %i', (_, facts, coPaymentCents) => {
    expect(rideCoPayment(ride(facts)).coPaymentCents).toBe(coPaymentCents);
  });

  it.each(['accident_insurer', 'facility', 'self'] as const)(
    'a %s pays the whole cost, no co-payment',
    (payerKind) => {
      expect(rideCoPayment(ride({ payerKind }))).toEqual({ coPaymentCents: 0, claimCents: 11240 });
    },
  );
});
