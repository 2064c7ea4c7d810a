/**
 * Demo billing (PRODUCT.md §6): billing profiles of every demo organisation, the sample price
 * list for both companies from the start of the year, a price for every completed demo transport,
 * and the month-end documents of the month before, where the demo has transports in it (the
 * running month shows as a draft on the page). Safe to run again: profiles and lists are skipped
 * when they exist, prices are computed
 * again the same, and a month is issued once.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { SAMPLE_PRICE_LIST } from '../../src/contract/billing/price-list';
import { todayInGermany } from '../../src/contract/dates';
import { billingProfiles, priceLists, transports } from '../db/schema';
import { issueMonth, previousMonth, storeTransportPrice } from '../modules/billing';
import type { DemoContext, DemoStep } from './demo-context';

type DemoProfile = {
  street: string;
  houseNumber: string;
  zipCode: string;
  vatId?: string;
  taxNumber?: string;
  iban: string;
  bic: string;
  bankName: string;
};

/** Invoice details of the demo organisations (IBANs with valid check digits), all in Berlin. */
const PROFILES: Record<string, DemoProfile> = {
  klinikum: {
    street: 'Am Stadtpark',
    houseNumber: '1',
    zipCode: '10827',
    taxNumber: '27/123/45678',
    iban: 'DE02100500000054540402',
    bic: 'BELADEBEXXX',
    bankName: 'Berliner Sparkasse',
  },
  lindenhof: {
    street: 'Lindenstraße',
    houseNumber: '40',
    zipCode: '12555',
    taxNumber: '30/456/78901',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bankName: 'Deutsche Kreditbank',
  },
  spree: {
    street: 'Am Treptower Park',
    houseNumber: '28',
    zipCode: '12435',
    vatId: 'DE136695976',
    taxNumber: '37/210/12345',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank Berlin',
  },
  havelland: {
    street: 'Klosterstraße',
    houseNumber: '12',
    zipCode: '13581',
    vatId: 'DE123456788',
    iban: 'DE02500105170137075030',
    bic: 'INGDDEFFXXX',
    bankName: 'ING',
  },
};

async function profiles(demo: DemoContext) {
  for (const [key, profile] of Object.entries(PROFILES)) {
    const organization = demo.organizations.get(key);
    if (!organization) continue;
    const inserted = await demo.db
      .insert(billingProfiles)
      .values({
        id: organization.id,
        organizationId: organization.id,
        name: organization.name,
        addition: 'Buchhaltung',
        street: profile.street,
        houseNumber: profile.houseNumber,
        zipCode: profile.zipCode,
        city: 'Berlin',
        country: 'DE',
        vatId: profile.vatId ?? null,
        taxNumber: profile.taxNumber ?? null,
        invoiceEmail: `rechnung@${key}.example.org`,
        iban: profile.iban,
        bic: profile.bic,
        bankName: profile.bankName,
        paymentTermDays: 14,
      })
      .onConflictDoNothing()
      .returning({ id: billingProfiles.id });
    demo.tally('Rechnungsprofile', inserted.length > 0);
  }
}

async function priceListsAndPrices(demo: DemoContext) {
  const { validFrom: _sample, ...prices } = SAMPLE_PRICE_LIST;
  const validFrom = `${todayInGermany(demo.now).slice(0, 4)}-01-01`;
  for (const key of ['spree', 'havelland']) {
    const company = demo.organizations.get(key);
    if (!company) continue;
    const inserted = await demo.db
      .insert(priceLists)
      .values({ organizationId: company.id, validFrom, prices })
      .onConflictDoNothing()
      .returning({ id: priceLists.id });
    demo.tally('Preislisten', inserted.length > 0);
    const completed = await demo.db
      .select()
      .from(transports)
      .where(
        and(
          eq(transports.assignedCompanyId, company.id),
          eq(transports.status, 'completed'),
          isNotNull(transports.km),
        ),
      );
    for (const row of completed) await storeTransportPrice(demo.db, row, 'trip', demo.now);
    const issued = await issueMonth(demo.db, company.id, previousMonth(demo.now), demo.now);
    issued.forEach(() => demo.tally('Rechnungen', true));
  }
}

export const billingStep: DemoStep = {
  name: 'Abrechnung',
  async run(demo) {
    await profiles(demo);
    await priceListsAndPrices(demo);
  },
};
