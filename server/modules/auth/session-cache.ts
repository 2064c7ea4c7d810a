/**
 * Live sessions remembered for a short while, so that most requests verify their caller without a
 * database round trip (docs/decisions: the read path). "A logged-out device loses access at once"
 * still holds on every instance, because whatever ends or changes a session or its user sends a
 * signal in its own transaction (signalSessionChange; see sessions.ts):
 * - this process forgets the session(s) at once, before the change even commits;
 * - every other instance hears the signal through PostgreSQL's LISTEN/NOTIFY when it commits.
 * While the LISTEN connection is down the cache is not used, and after it came back it starts
 * empty (signals may have been missed). CACHE_TTL_MS bounds what nothing signals: a connection
 * lost without notice, a row changed by hand.
 */
import type { Database, Db } from '../../db/client';
import { notify } from '../../db/listen';
import type { SessionCache, SessionChange, VerifiedSession } from '../../process-services';

export const SESSION_CHANGES = 'session_changes';
export const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { session: VerifiedSession; until: number };

/** Every cache of this process: a change made here is forgotten by all of them before commit. */
const caches = new Set<SessionCache>();

const encode = (change: SessionChange) =>
  'sessionId' in change ? `session:${change.sessionId}` : `user:${change.userId}`;

export function decodeSessionChange(payload: string): SessionChange | 'all' {
  const [kind, id] = payload.split(':');
  if (kind === 'session' && id) return { sessionId: id };
  if (kind === 'user' && id) return { userId: id };
  return 'all'; // a signal not understood: forgetting everything is always safe
}

/**
 * Ends the cached life of a session or of all sessions of a user, on every instance. Call it with
 * the transaction that makes the change, so other instances hear it only if it commits.
 */
export async function signalSessionChange(db: Db, change: SessionChange): Promise<void> {
  for (const cache of caches) cache.forget(change);
  await notify(db, SESSION_CHANGES, encode(change));
}

export async function startSessionCache(database: Database): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const forget = (change: SessionChange | 'all') => {
    generation += 1;
    if (change === 'all') entries.clear();
    else if ('sessionId' in change) entries.delete(change.sessionId);
    else {
      for (const [id, entry] of entries) {
        if (entry.session.userId === change.userId) entries.delete(id);
      }
    }
  };

  const hears = () => {
    if (database.listening()) return true;
    if (entries.size > 0) forget('all');
    return false;
  };

  const cache: SessionCache = {
    get(sessionId, now) {
      if (!hears()) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now.getTime() < entry.until && now < entry.session.expiresAt) return entry.session;
      entries.delete(sessionId);
      return undefined;
    },
    ticket: () => generation,
    keep(sessionId, session, now, ticket) {
      if (ticket !== generation || !hears()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { session, until: now.getTime() + CACHE_TTL_MS });
    },
    forget,
    async close() {
      caches.delete(cache);
      stopReconnect();
      await unlisten();
      entries.clear();
    },
  };
  const unlisten = await database.listen(SESSION_CHANGES, (payload) =>
    forget(decodeSessionChange(payload)),
  );
  const stopReconnect = database.onReconnect(() => forget('all'));
  caches.add(cache);
  return cache;
}
