/**
 * What never reaches the log, declared once and handed to pino's `redact`: credentials and
 * codes, and every field that carries health or patient data. The patient fields come from the
 * contract's own schema, so a field added there is redacted without anyone remembering to.
 * pino's `redact` applies the list to the fields of a line, safeFields (safe-fields.ts) below them.
 * Logs carry ids, codes and counts instead (PRODUCT.md, issue 12).
 */
import { addressEntries } from '../../src/contract/address';
import { NEEDS } from '../../src/contract/order';
import { PatientInput } from '../../src/contract/patient';

const CREDENTIALS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'passwordRetry',
  'oldPassword',
  'token',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'secret',
  'shared_secret',
  'auth',
  // Mailed link codes (confirm-email, reset-password).
  'code',
];

/**
 * Health data of transports (PRODUCT.md §4) and the carriers of values in general: a search term
 * may be a patient's name, a query's parameters and a database error's detail are the values.
 */
const HEALTH_AND_VALUES = [
  'patient',
  'reason',
  // An order's needs (order.ts's one list: mobility, equipment, infection, weight, ...).
  ...NEEDS,
  'crewNote',
  'search',
  'params',
  'detail',
  'body',
];

export const REDACTED_FIELDS: readonly string[] = [
  ...new Set([
    ...CREDENTIALS,
    ...Object.keys(PatientInput.entries).filter((key) => key !== 'id'),
    ...Object.keys(addressEntries),
    ...HEALTH_AND_VALUES,
  ]),
];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * pino `redact` paths for the top level of a line; nested fields are redacted by safeFields
 * (safe-fields.ts), which is far cheaper than pino's wildcard paths.
 */
export function redactionPaths(fields: readonly string[] = REDACTED_FIELDS): string[] {
  return fields.map((field) => (IDENTIFIER.test(field) ? field : `["${field}"]`));
}

export const REDACTED = '[redacted]';
