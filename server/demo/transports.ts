/**
 * Demo transports: the hospital's and the home's orders over the past and the coming two weeks
 * in every status, round trips (fixed and on call), departments of the ward and crews of the
 * company that takes them. Skipped as a whole when it ran before (its first record exists).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { todayInGermany } from '../../src/contract/dates';
import type { PatientSnapshot } from '../../src/contract/transport-answer';
import type { Db } from '../db/client';
import { patients, teams, transports, users } from '../db/schema';
import { demoId, seededRandom, type DemoStep } from './demo-context';
import { insertHistory, type Actor } from './transport-history';
import { insertTransports, transportRows } from './transport-rows';
import type { TransportPlace } from '../../src/contract/order';

/** The orderer's own house, where its rides start, under its name (decision 087). */
const house = (
  name: string,
  street: string,
  houseNumber: string,
  zipCode: string,
  ward: string,
  contactPhone: string,
): TransportPlace => ({
  name,
  address: { street, houseNumber, floor: null, city: 'Berlin', zipCode, country: 'DE', note: null },
  ward,
  room: null,
  contactPhone,
});

const PLANS = [
  {
    orderer: 'klinikum',
    company: 'spree',
    count: 70,
    departments: ['Station 3B', 'Kardiologie'],
    start: house('Klinikum Am Stadtpark', 'Am Stadtpark', '1', '10827', 'Station 3B', '030 7564 0'),
  },
  {
    orderer: 'lindenhof',
    company: 'havelland',
    count: 30,
    departments: ['Wohnbereich 1'],
    start: house(
      'Seniorenresidenz Lindenhof',
      'Lindenstraße',
      '40',
      '12555',
      'Wohnbereich 1',
      '030 6540 118',
    ),
  },
];
const CREWS: Record<string, string[]> = {
  spree: ['KTW 1 (Frühdienst)', 'KTW 2 (Spätdienst)'],
  havelland: ['Fahrdienst Spandau'],
};

/** The teams of that name in the organisation, made if missing (the teams area may have them). */
async function teamsNamed(
  db: Db,
  organizationId: string,
  names: string[],
  { crew = false } = {},
): Promise<string[]> {
  await db
    .insert(teams)
    .values(
      names.map((name) => ({
        id: demoId(`team:${organizationId}:${name}`),
        organizationId,
        name,
        crew,
      })),
    )
    .onConflictDoNothing();
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), inArray(teams.name, names)));
  return found.map((team) => team.id);
}

/** The organisation's admin, who acts for it in the demo's history. */
async function actorOf(db: Db, organizationId: string): Promise<Actor> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin')))
    .limit(1);
  return { userId: admin!.id, organizationId };
}

/** The patient fields an order keeps (PRODUCT.md §4), as the API's create stores them. */
export const snapshotOf = (patient: typeof patients.$inferSelect): PatientSnapshot => ({
  firstName: patient.firstName,
  lastName: patient.lastName,
  gender: patient.gender,
  birthday: patient.birthday,
  phoneNumber: patient.phoneNumber,
  healthInsuranceNumber: patient.healthInsuranceNumber,
  insurer: patient.insurer,
  particularities: patient.particularities,
  address: patient.address,
});

export const transportsStep: DemoStep = {
  name: 'Transporte',
  async run(demo) {
    for (const plan of PLANS) {
      const orderer = demo.organizations.get(plan.orderer);
      const company = demo.organizations.get(plan.company);
      if (!orderer || !company) continue;
      const idOf = (index: number) => demoId(`transport:${plan.orderer}:${index}`);
      const [existing] = await demo.db
        .select({ id: transports.id })
        .from(transports)
        .where(eq(transports.id, idOf(0)));
      if (existing) {
        demo.tally('Transporte', false);
        continue;
      }
      const ordererPatients = await demo.db
        .select()
        .from(patients)
        .where(eq(patients.organizationId, orderer.id));
      const rows = transportRows(
        seededRandom(`transports:${plan.orderer}`),
        {
          ordererId: orderer.id,
          companyId: company.id,
          patients: ordererPatients.map((patient) => ({
            id: patient.id,
            snapshot: snapshotOf(patient),
          })),
          departments: await teamsNamed(demo.db, orderer.id, plan.departments),
          crews: await teamsNamed(demo.db, company.id, CREWS[plan.company] ?? [], { crew: true }),
          start: plan.start,
          days: 14,
          now: demo.now,
          idOf,
        },
        plan.count,
      );
      await insertTransports(demo.db, rows, Number(todayInGermany(demo.now).slice(0, 4)));
      await insertHistory(
        demo.db,
        rows,
        {
          orderer: await actorOf(demo.db, orderer.id),
          company: await actorOf(demo.db, company.id),
        },
        demo.now,
      );
      rows.forEach(() => demo.tally('Transporte', true));
    }
  },
};
