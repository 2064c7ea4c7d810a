/**
 * The services of the running process that the context (context.ts) hands to every route,
 * declared here and implemented by their modules: auth's session cache and password rater,
 * audit's buffer. The context names what it carries without importing those modules, so no
 * module that takes the context is imported back by it (decision 085).
 */
import type { OrganizationType, Role } from '../src/contract/auth';
import type { Language } from '../src/contract/messages';
import type { PasswordStrength } from '../src/contract/password-strength';
import type { auditLog } from './db/schema';

/** A live session and what requests need of its user, as read from the database. */
export type VerifiedSession = {
  userId: string;
  organizationId: string;
  organizationType: OrganizationType;
  role: Role;
  language: Language;
  lastUsedAt: Date;
  expiresAt: Date;
};

export type SessionChange = { sessionId: string } | { userId: string };

/** Live sessions remembered between requests (modules/auth/session-cache.ts). */
export interface SessionCache {
  get(sessionId: string, now: Date): VerifiedSession | undefined;
  /** Taken before reading a session; a read that an invalidation overtook is not kept. */
  ticket(): number;
  keep(sessionId: string, session: VerifiedSession, now: Date, ticket: number): void;
  forget(change: SessionChange | 'all'): void;
  close(): Promise<void>;
}

/** New passwords rated in worker threads (modules/auth/password-rating.ts). */
export interface PasswordRater {
  rate: (password: string, userInputs: readonly string[]) => Promise<PasswordStrength>;
  close: () => Promise<void>;
}

export type AuditAction = (typeof auditLog.$inferInsert)['action'];
/**
 * Health data (patients, and transports with their patient snapshot), and the organisation's own
 * set-up: who may do what.
 */
export type AuditEntity =
  | 'patient'
  | 'transport'
  /** Named by its transport's id (decision 073). */
  | 'ride_confirmation'
  | 'team'
  | 'user'
  | 'organization'
  | 'billing_profile'
  | 'price_list'
  | 'invoice';

/** The caller as the log names it. */
export type AuditActor = {
  organizationId: string;
  userId: string;
  sessionId: string;
  ip: string | null;
};

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  /** One row per record; a list logs every record it returned. */
  entityIds: readonly string[];
  at: Date;
};

/** Audit rows of reads, written in batches (modules/audit/audit-buffer.ts). */
export interface AuditBuffer {
  /** Queues the rows of a read; waits for them to be written only when the buffer is full. */
  append(entry: AuditEntry): Promise<void>;
  /** Writes every queued row; rejects if that failed (the rows stay queued). */
  flush(): Promise<void>;
  /** Writes what is queued (retrying a little) and stops the timer; later reads write at once. */
  close(): Promise<void>;
}
