/**
 * Data for the benchmarks: an organisation with a signed-in admin, and thousands of patients
 * inserted in bulk (the API's create is measured separately).
 */
import { randomUUID } from 'node:crypto';
import { kvnrCheckDigit } from '../../src/contract/kvnr';
import type { Db } from '../../server/db/client';
import { organizations, patients, users } from '../../server/db/schema';
import { foldSearchText } from '../../server/db/search-text';
import { LAST_NAMES, MEN_FIRST_NAMES, WOMEN_FIRST_NAMES } from '../../server/demo/names';
import { hashPassword } from '../../server/modules/auth/passwords';

const FIRST = [...WOMEN_FIRST_NAMES, ...MEN_FIRST_NAMES];

export const BENCH_PASSWORD = 'Bench-Passwort-2026';

const CITIES = [
  'Berlin',
  'Berlin',
  'Berlin',
  'Berlin',
  'Potsdam',
  'Bernau bei Berlin',
  'Falkensee',
  'Oranienburg',
  'Königs Wusterhausen',
  'Teltow',
];

export async function benchOrganization(db: Db, label: string, type: 'MD' | 'T' = 'MD') {
  const [organization] = await db
    .insert(organizations)
    .values({
      type,
      name: `Benchmark ${label} ${randomUUID().slice(0, 6)}`,
      address: 'Teststraße 1',
      city: 'Berlin',
      zipCode: '10115',
    })
    .returning({ id: organizations.id });
  const email = `bench-${randomUUID()}@example.org`;
  const [user] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      email,
      firstName: 'Bea',
      lastName: 'Bench',
      passwordHash: await hashPassword(BENCH_PASSWORD),
      role: 'admin',
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  return { organizationId: organization!.id, userId: user!.id, email };
}

/** `count` patients with a realistic spread of names, cities and insurance numbers. */
export async function insertPatients(db: Db, organizationId: string, count: number) {
  let random = 42 + count;
  const next = () => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return random / 2147483648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rows = Array.from({ length: count }, () => {
    const lastName = pick(LAST_NAMES);
    const firstNine =
      foldSearchText(lastName)[0]!.toUpperCase() +
      String(10_000_000 + Math.floor(next() * 89_999_999));
    return {
      organizationId,
      firstName: pick(FIRST),
      lastName,
      gender: next() < 0.5 ? ('woman' as const) : ('man' as const),
      birthday: `19${30 + Math.floor(next() * 60)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
      healthInsuranceNumber: next() < 0.9 ? firstNine + kvnrCheckDigit(firstNine) : null,
      insurer: { name: 'AOK Nordost', ik: '109519005' },
      address: {
        street: 'Hauptstraße',
        houseNumber: String(1 + Math.floor(next() * 200)),
        floor: null,
        city: pick(CITIES),
        zipCode: '10827',
        country: 'DE',
        note: null,
      },
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(patients).values(rows.slice(i, i + 500));
}
