import type { Language } from '../src/contract/messages';
import type { Caller } from './caller';
import type { Database, Db } from './db/client';
import type { DataScope } from './db/scope';
import type { Env } from './env';
import type { ServerKeys } from './keys';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { AuditBuffer, PasswordRater, SessionCache } from './process-services';

/** Everything a route needs from the running process, passed in rather than imported. */
export type AppContext = {
  env: Env;
  database: Database;
  keys: ServerKeys;
  mailer: Mailer;
  log: Logger;
  /** The current time; tests move it to check expiry and grace periods. */
  now: () => Date;
  version: string;
  /** Live sessions remembered between requests (modules/auth/session-cache.ts). */
  sessionCache: SessionCache;
  /** Audit rows of reads, written in batches (modules/audit/audit-buffer.ts). */
  auditBuffer: AuditBuffer;
  /** New passwords rated in worker threads (modules/auth/password-rating.ts). */
  passwordRater: PasswordRater;
};

export type AppEnv = {
  Variables: {
    /** The caller's language for messages: Accept-Language, else German. */
    language: Language;
    caller: Caller;
    /** The caller's view of organisation data, established by requireUser with the caller. */
    scope: DataScope;
    /** The handle for this request: the root, or the transaction of an idempotent write. */
    db: Db;
    ip: string | null;
    /** This request's id: in every log line of it, the X-Request-Id answer header, a 500's body. */
    requestId: string;
    /** The log for route code: every line carries the request id. */
    log: Logger;
  };
};
