/**
 * Demo patients of the medical organisations: German names, valid insurance numbers (check digit
 * from the contract), real insurers, Berlin addresses, and particularities for some. Every record
 * passes the same contract schema as a patient entered in the app. Records have stable ids, so a
 * second run skips them.
 */
import * as v from 'valibot';
import { kvnrCheckDigit } from '../../src/contract/kvnr';
import { PatientInput, type PatientInput as PatientBody } from '../../src/contract/patient';
import { patients } from '../db/schema';
import { foldSearchText } from '../db/search-text';
import { patientColumns } from '../modules/patients';
import { demoId, seededRandom, type DemoStep, type Random } from './demo-context';
import { LAST_NAMES, MEN_FIRST_NAMES, WOMEN_FIRST_NAMES } from './names';
import { BERLIN_STREETS } from './places';

/** Statutory insurers with their IK numbers where known; one private insurer without. */
const INSURERS: { name: string; ik?: string }[] = [
  { name: 'AOK Nordost', ik: '109519005' },
  { name: 'AOK Nordost', ik: '109519005' },
  { name: 'Techniker Krankenkasse', ik: '101575519' },
  { name: 'Techniker Krankenkasse', ik: '101575519' },
  { name: 'BARMER', ik: '104940005' },
  { name: 'DAK-Gesundheit', ik: '105830016' },
  { name: 'IKK classic' },
  { name: 'KKH Kaufmännische Krankenkasse' },
  { name: 'Knappschaft' },
  { name: 'Debeka Krankenversicherung (privat)' },
];

const PARTICULARITIES = [
  'Demenz, orientierungslos – bitte nicht allein lassen',
  'schwerhörig, bitte laut und deutlich sprechen',
  'Rollator, kurze Strecken mit Begleitung',
  'sehbehindert',
  'Sauerstoff 2 l/min, eigenes Gerät',
  'Diabetes, Insulin nach dem Essen',
  'spricht nur Türkisch, Tochter übersetzt',
  'Sturzgefahr',
  'Adipositas, ca. 140 kg',
  'Hörgerät links',
];

const NOTES = [
  'Tochter vorher anrufen: 0171 4455667',
  'Schlüssel beim Nachbarn (Erdgeschoss links)',
  'Betreuer: Herr Albers, 030 8812345',
  'Dialyse Mo/Mi/Fr',
];

function kvnrFor(lastName: string, random: Random): string {
  // The letter of a real KVNR is the initial of the birth name.
  const letter = foldSearchText(lastName)[0]!.toUpperCase();
  const firstNine = letter + String(random.int(10_000_000, 99_999_999));
  return firstNine + kvnrCheckDigit(firstNine);
}

function birthday(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

type Home = { street: string; houseNumber: string; zipCode: string; city: string };

function demoPatient(
  random: Random,
  options: { home?: Home; born: [number, number] },
): PatientBody {
  const gender = random.chance(0.55) ? 'woman' : 'man';
  const lastName = random.pick(LAST_NAMES);
  const place = options.home ?? {
    ...random.pick(BERLIN_STREETS),
    houseNumber: String(random.int(1, 180)),
  };
  const insurer = random.pick(INSURERS);
  const privatelyInsured = insurer.name.includes('privat');
  return {
    firstName: random.pick(gender === 'woman' ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES),
    lastName,
    gender,
    birthday: birthday(random, ...options.born),
    phoneNumber: random.chance(0.7) ? `030 ${random.int(2000000, 9999999)}` : undefined,
    // Privately insured patients have no KVNR of the statutory system.
    healthInsuranceNumber: privatelyInsured ? undefined : kvnrFor(lastName, random),
    insurer: { name: insurer.name, ik: insurer.ik },
    particularities: random.chance(0.35) ? random.pick(PARTICULARITIES) : undefined,
    note: random.chance(0.2) ? random.pick(NOTES) : undefined,
    address: {
      street: place.street,
      houseNumber: place.houseNumber,
      floor: options.home
        ? `Zimmer ${random.int(1, 3)}${String(random.int(1, 30)).padStart(2, '0')}`
        : random.chance(0.5)
          ? `${random.int(1, 5)}. OG`
          : undefined,
      zipCode: place.zipCode,
      city: place.city,
      country: 'DE',
    },
  };
}

/** Patients per organisation: the hospital's come from all over Berlin, the home's live there. */
const PLAN: { organization: string; count: number; home?: Home; born: [number, number] }[] = [
  { organization: 'klinikum', count: 24, born: [1932, 1978] },
  {
    organization: 'lindenhof',
    count: 18,
    home: { street: 'Lindenstraße', houseNumber: '40', zipCode: '12555', city: 'Berlin' },
    born: [1926, 1945],
  },
];

export const patientsStep: DemoStep = {
  name: 'Patienten',
  async run(demo) {
    for (const plan of PLAN) {
      const organization = demo.organizations.get(plan.organization);
      if (!organization) continue;
      const random = seededRandom(`patients:${plan.organization}`);
      for (let index = 0; index < plan.count; index++) {
        const input = v.parse(PatientInput, demoPatient(random, plan));
        const created = await demo.db
          .insert(patients)
          .values({
            id: demoId(`patient:${plan.organization}:${index}`),
            organizationId: organization.id,
            ...patientColumns(input),
            createdAt: demo.now,
            updatedAt: demo.now,
          })
          .onConflictDoNothing()
          .returning({ id: patients.id });
        demo.tally('Patienten', created.length > 0);
      }
    }
  },
};
