/** The access log of health data (decision 008): written by the modules that serve it. */
export { auditActor, recordAccess } from './audit-log';
export type { AuditAction, AuditActor, AuditEntry } from '../../process-services';
export { auditErrorDisclosures, discloseInError } from './error-disclosures';
export { createAuditBuffer } from './audit-buffer';
export { auditWriter } from './audit-log';
