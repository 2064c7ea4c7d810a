import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from './order-form-values';
import { presetOrder } from './order-presets';

const own = {
  name: 'Charité Campus Mitte',
  address: 'Luisenstraße 64',
  zipCode: '10117',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 4505 0',
};

describe('a new order', () => {
  it("starts at the ward's own house under its name, with its department and phone", () => {
    const order = presetOrder(emptyOrderForm(), own, { id: 't1', name: 'Station 3B', crew: false });
    expect(order.start).toMatchObject({
      name: 'Charité Campus Mitte',
      address: { street: 'Luisenstraße', houseNumber: '64', zipCode: '10117', city: 'Berlin' },
      ward: 'Station 3B',
      contactPhone: '+49 30 4505 0',
    });
    expect(order.destination).toEqual(emptyOrderForm().destination);
  });

  it("gives a series the organisation's Bundesland unless this device chose one", () => {
    expect(presetOrder(emptyOrderForm(), own, undefined).recurrence?.state).toBe('BE');
    const chosen = {
      ...emptyOrderForm(),
      recurrence: { ...emptyOrderForm().recurrence!, state: 'BY' as const },
    };
    expect(presetOrder(chosen, own, undefined).recurrence?.state).toBe('BY');
  });

  it('stays empty while the organisation is not known', () => {
    expect(presetOrder(emptyOrderForm(), undefined, undefined)).toEqual(emptyOrderForm());
  });
});
