/**
 * The organisation's patient list: search, sort and one page (PRODUCT.md §3, §7). The scope
 * limits it to the patients the caller sees; this file only narrows and orders them.
 *
 * A search matches when every word starts one of the name fields ("meier anna"), or the whole
 * text starts the insurance number or the city. Matching ignores case and accents (search-text);
 * each branch is a prefix match on an index of the schema, so lists stay fast with thousands of
 * patients on both databases.
 */
import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { PATIENT_SORTS } from '../../../src/contract/patient';
import type { patients } from '../../db/schema';
import type { DataScope, ListQuery } from '../../db/scope';
import { escapeLike, exactKey, searchWords, startsWith } from '../../db/search-text';

export type PatientSort = (typeof PATIENT_SORTS)[number] | `-${(typeof PATIENT_SORTS)[number]}`;

export type PatientListOptions = {
  page: number;
  perPage: number;
  search?: string;
  sort?: PatientSort;
};

type Patients = typeof patients;

/** A KVNR or its beginning: a letter and at least one digit. */
const KVNR_PREFIX = /^[A-Za-z]\d{1,9}$/;

function searchCondition(t: Patients, search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const whole = words.join(' ');
  const branches = [
    and(
      ...words.map((word) => or(startsWith(t.lastNameKey, word), startsWith(t.firstNameKey, word))),
    ),
    startsWith(t.cityKey, whole),
  ];
  if (words.length === 1 && KVNR_PREFIX.test(whole)) {
    const insuranceNumber = exactKey(t.healthInsuranceNumber);
    branches.push(sql`${insuranceNumber} like ${`${escapeLike(whole.toUpperCase())}%`}`);
  }
  return or(...branches);
}

/** Ties are broken by name and finally by id, so pages never overlap or skip a record. */
function ordering(t: Patients, sort: PatientSort = 'lastName'): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as (typeof PATIENT_SORTS)[number];
  const direction = descending ? desc : asc;
  const byName = [asc(t.lastNameKey), asc(t.firstNameKey)];
  switch (field) {
    case 'lastName':
      return [direction(t.lastNameKey), direction(t.firstNameKey), asc(t.id)];
    case 'firstName':
      return [direction(t.firstNameKey), direction(t.lastNameKey), asc(t.id)];
    case 'birthday':
      return [direction(t.birthday), ...byName, asc(t.id)];
    case 'createdAt':
      return [direction(t.createdAt), ...byName, asc(t.id)];
    case 'updatedAt':
      return [direction(t.updatedAt), ...byName, asc(t.id)];
  }
}

function listQuery(options: PatientListOptions): ListQuery<Patients> {
  return {
    where: (t) => searchCondition(t, options.search),
    orderBy: (t) => ordering(t, options.sort),
    page: options.page,
    perPage: options.perPage,
  };
}

export const listPatients = (scope: DataScope, options: PatientListOptions) =>
  scope.patients.list(listQuery(options));

/** The page query itself, for EXPLAIN in the benchmarks. */
export const patientPageQuery = (scope: DataScope, options: PatientListOptions) =>
  scope.patients.pageQuery(listQuery(options));
