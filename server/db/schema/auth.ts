import { index, integer, pgTable, primaryKey, text, uuid, jsonb } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './organizations';

/** One signed-in device. Revoking it ends its refresh chain and its access tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh rotates: the presented token gets
 * `rotatedAt` and a successor row. Presenting a rotated token again revokes the session, except
 * within the grace period right after its rotation (a lost response on a flaky network).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    rotatedAt: instant('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use codes sent by mail: e-mail confirmation, password recovery, invitation. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password', 'invitation'] }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters (registrations and mails per client address and per e-mail address). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull().defaultNow(),
});

/**
 * Password guessing throttles with growing delays (lib/throttle.ts): per account and client
 * address, per device cookie, per account, per client address. An admitted attempt counts as a
 * failure at once and is taken back when it succeeds, so parallel attempts cannot slip through.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** No attempt is admitted before this time (the last attempt, plus its delay). */
  blockedUntil: instant('blocked_until').notNull(),
  /** `blockedUntil` before the last admitted attempt, restored when that one is taken back. */
  previousBlockedUntil: instant('previous_blocked_until'),
  /** The last admitted attempt. */
  attemptId: text('attempt_id'),
});

/** Generated secrets shared by every server instance (token signing, VAPID keys). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Stored first answers of writes sent with an Idempotency-Key, per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
