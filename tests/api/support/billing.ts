/**
 * Billing for the API tests: a valid billing profile, a stored document of a party (made by the
 * month-end job in real life, inserted here so the matrix has one for every kind of caller), and
 * a transport carried out to completion or cancelled after the crew set off.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoiceLine, InvoiceParty } from '../../../src/contract/billing/invoice';
import type { Transport } from '../../../src/contract/transport-answer';
import { invoices, organizations } from '../../../server/db/schema';
import type { ApiClient } from './client';
import type { Party } from './parties';
import type { StoredRecord } from './route-calls';

export const billingProfileBody = (word: string) => ({
  name: `Abrechnung ${word} GmbH`,
  addition: 'Buchhaltung',
  street: 'Hafenstraße',
  houseNumber: '12',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  vatId: 'DE136695976',
  taxNumber: '12/345/67890',
  invoiceEmail: `rechnung.${word}@example.org`,
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  paymentTermDays: 14,
});

const partyOf = (organizationId: string, name: string): InvoiceParty => ({
  organizationId,
  name,
  addition: null,
  street: 'Hafenstraße',
  houseNumber: '12',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  vatId: null,
  taxNumber: '12/345/67890',
  email: null,
  iban: 'DE89370400440532013000',
  bic: null,
  bankName: null,
});

/** Each fixture document gets a month of its own, as the month-end job would issue them. */
let fixtureMonths = 0;

/**
 * A document of the party's: a company's statement, or an invoice a company (made for it) sent
 * to a medical organisation.
 */
export async function invoiceOf(owner: Party): Promise<StoredRecord> {
  const db = owner.client.harness.database.db;
  const word = owner.mark();
  let issuerId = owner.organizationId;
  if (owner.organizationType !== 'T') {
    const [company] = await db
      .insert(organizations)
      .values({
        type: 'T',
        name: `Fahrdienst ${word}`,
        address: 'Hafenstraße 12',
        city: 'Hamburg',
        zipCode: '20457',
      })
      .returning({ id: organizations.id });
    issuerId = company!.id;
  }
  fixtureMonths += 1;
  const year = 2000 + Math.floor(fixtureMonths / 12);
  const month = String((fixtureMonths % 12) + 1).padStart(2, '0');
  const [row] = await db
    .insert(invoices)
    .values({
      kind: owner.organizationType === 'T' ? 'statement' : 'invoice',
      number: `${year}-${month}001`,
      status: 'open',
      issuerId,
      recipientId: owner.organizationId,
      periodStart: `${year}-${month}-01`,
      periodEnd: `${year}-${month}-28`,
      issuedOn: `${year}-${month}-28`,
      dueOn: `${year}-${month}-28`,
      paymentTermDays: 14,
      issuerParty: partyOf(issuerId, `Fahrdienst ${word}`),
      recipientParty: partyOf(owner.organizationId, `Empfänger ${word}`),
      lines: [],
      payerGroups: [],
      vatGroups: [],
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
      coPaymentTotalCents: 0,
    })
    .returning({ id: invoices.id });
  owner.markers.push(row!.id);
  return { id: row!.id };
}

/** The crew's steps up to `until` (the company's client). */
export async function drive(
  company: ApiClient,
  transport: Transport,
  until: 'en_route' | 'completed',
  completion: { km: number; waitingMinutes: number } = { km: 0, waitingMinutes: 0 },
) {
  const steps =
    until === 'en_route'
      ? [{ status: 'en_route' }]
      : [{ status: 'en_route' }, { status: 'in_transit' }, { status: 'completed', ...completion }];
  for (const step of steps) {
    const response = await company.post(`/v1/transports/${transport.id}/status`, step);
    if (response.status !== 200)
      throw new Error(`${step.status}: ${JSON.stringify(response.body)}`);
  }
}

/**
 * An invoice to a Krankenkasse with one ride that paid a co-payment and was signed for (decision
 * 098): the record of the receipt, appendix and export routes, whose path also names the ride
 * (`transportId`). The ride's pictures are not stored: its appendix names the signature only.
 */
export async function kasseInvoiceOf(
  owner: Party,
): Promise<StoredRecord & { transportId: string }> {
  const record = await invoiceOf(owner);
  const transportId = randomUUID();
  const payer = {
    kind: 'insurer' as const,
    key: 'insurer:109519005',
    name: 'AOK Nordost',
    ik: '109519005',
  };
  const line: InvoiceLine = {
    transportId,
    number: 'T-2026-000001',
    date: '2026-03-10',
    from: 'Hamburg',
    to: 'Hamburg',
    transportClass: 'KTW',
    kind: 'trip',
    km: 18,
    waitingMinutes: 20,
    payerType: 'insurer',
    payerName: payer.name,
    patientName: `Brandt, ${owner.mark()}`,
    netCents: 11240,
    vatRate: 0,
    vatCents: 0,
    grossCents: 11240,
    coPaymentCents: 1000,
    insurerShareCents: 10240,
    approvalMissing: false,
    unpriced: false,
    payerDetail: {
      payer,
      patientId: null,
      patientName: `Brandt, ${owner.mark()}`,
      insuranceNumber: 'A123456780',
      prescribedOn: '2026-03-02',
      prescribed: { vehicle: 'ktw', taxiEquipment: 'none' },
      route: 'Hafenstraße 12, 20457 → Klinikweg 1, 20099',
      prescribedClass: 'KTW',
      rideNetCents: 11240,
      surcharges: [],
      coPaymentCents: 1000,
      claimCents: 10240,
      // A signature was recorded: the ride has its appendix (decision 126).
      proof: {
        signerName: 'Anna Brandt',
        signedAt: '2026-03-10T10:00:00.000Z',
        signature: true,
        photo: false,
      },
    },
  };
  await owner.client.harness.database.db
    .update(invoices)
    .set({
      payer,
      payerKey: payer.key,
      lines: [line],
      netCents: 11240,
      grossCents: 11240,
      coPaymentTotalCents: 1000,
    })
    .where(eq(invoices.id, record.id));
  return { ...record, transportId };
}
