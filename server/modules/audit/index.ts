/** The access log of health data (decision 008): written by the modules that serve it. */
export {
  auditActor,
  recordAccess,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
} from './audit-log';
export { auditErrorDisclosures, discloseInError } from './error-disclosures';
export { createAuditBuffer, type AuditBuffer } from './audit-buffer';
export { auditWriter } from './audit-log';
