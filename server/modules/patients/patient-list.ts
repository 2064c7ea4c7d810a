/**
 * The organisation's patient list: search, sort and one page (PRODUCT.md §3, §7).
 *
 * A search matches when every word starts one of the name fields ("meier anna"), or the whole
 * text starts the insurance number or the city. Matching ignores case and accents (search-text);
 * each branch is a prefix match on an index of the schema, so lists stay fast with thousands of
 * patients on both databases.
 */
import { and, asc, count, desc, or, sql, type SQL } from 'drizzle-orm';
import type { PATIENT_SORTS } from '../../../src/contract/patient';
import type { Db } from '../../db/client';
import { totalFromPage } from '../../db/paging';
import { patients } from '../../db/schema';
import { escapeLike, exactKey, searchWords, startsWith } from '../../db/search-text';
import { ofOrganization } from '../../db/tenant';
import type { PatientRow } from './patient-record';

export type PatientSort = (typeof PATIENT_SORTS)[number] | `-${(typeof PATIENT_SORTS)[number]}`;

export type PatientListOptions = {
  page: number;
  perPage: number;
  search?: string;
  sort?: PatientSort;
};

const lastName = patients.lastNameKey;
const firstName = patients.firstNameKey;
const city = patients.cityKey;
const insuranceNumber = exactKey(patients.healthInsuranceNumber);

/** A KVNR or its beginning: a letter and at least one digit. */
const KVNR_PREFIX = /^[A-Za-z]\d{1,9}$/;

function searchCondition(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const whole = words.join(' ');
  const branches = [
    and(...words.map((word) => or(startsWith(lastName, word), startsWith(firstName, word)))),
    startsWith(city, whole),
  ];
  if (words.length === 1 && KVNR_PREFIX.test(whole)) {
    branches.push(sql`${insuranceNumber} like ${`${escapeLike(whole.toUpperCase())}%`}`);
  }
  return or(...branches);
}

/** Ties are broken by name and finally by id, so pages never overlap or skip a record. */
function ordering(sort: PatientSort = 'lastName'): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as (typeof PATIENT_SORTS)[number];
  const direction = descending ? desc : asc;
  const byName = [asc(lastName), asc(firstName)];
  switch (field) {
    case 'lastName':
      return [direction(lastName), direction(firstName), asc(patients.id)];
    case 'firstName':
      return [direction(firstName), direction(lastName), asc(patients.id)];
    case 'birthday':
      return [direction(patients.birthday), ...byName, asc(patients.id)];
    case 'createdAt':
      return [direction(patients.createdAt), ...byName, asc(patients.id)];
    case 'updatedAt':
      return [direction(patients.updatedAt), ...byName, asc(patients.id)];
  }
}

/**
 * The page query itself, also for EXPLAIN in the benchmarks. Each row carries the count of all
 * matches (an uncorrelated subquery, computed once): one round trip instead of two for a full
 * page, and page and total from one snapshot.
 */
export function patientPageQuery(db: Db, organizationId: string, options: PatientListOptions) {
  const condition = patientListCondition(organizationId, options.search);
  return db
    .select({
      patient: patients,
      total: sql<number>`(select count(*) from ${patients} where ${condition})`.mapWith(Number),
    })
    .from(patients)
    .where(condition)
    .orderBy(...ordering(options.sort))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
}

function patientListCondition(organizationId: string, search: string | undefined) {
  return and(ofOrganization(patients, organizationId), searchCondition(search));
}

export async function listPatients(
  db: Db,
  organizationId: string,
  options: PatientListOptions,
): Promise<{ rows: PatientRow[]; total: number }> {
  const page = await patientPageQuery(db, organizationId, options);
  const rows = page.map((row) => row.patient);
  if (page.length > 0) return { rows, total: page[0]!.total };
  // No row to carry the total: none at all, or a page past the end.
  const known = totalFromPage(options, 0);
  if (known !== undefined) return { rows, total: known };
  const [counted] = await db
    .select({ total: count() })
    .from(patients)
    .where(patientListCondition(organizationId, options.search));
  return { rows, total: counted?.total ?? 0 };
}
