/**
 * The signed-in user's queued writes, live: Dexie's liveQuery notices every change to the outbox
 * (this tab, another tab or the service worker) and the entries are decrypted for display.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../local-db';
import { listOutboxEntries, type OutboxEntry } from '../local-outbox';
import { useSession } from '../session';
import type { QueuedEnvelope } from './types';

export type QueuedEntry = OutboxEntry<QueuedEnvelope>;

const EMPTY: QueuedEntry[] = [];

export function useOutboxEntries(): QueuedEntry[] {
  const userId = useSession()?.user.id;
  const [state, setState] = useState<{ userId?: string; entries: QueuedEntry[] }>({ entries: [] });
  useEffect(() => {
    if (!userId) return;
    let latest = 0;
    const subscription = liveQuery(() =>
      db.outbox.where('userId').equals(userId).toArray(),
    ).subscribe({
      next: () => {
        const call = ++latest;
        void listOutboxEntries(userId).then((list) => {
          if (call === latest) setState({ userId, entries: list as QueuedEntry[] });
        });
      },
      error: (error: unknown) => console.error('Reading the offline queue failed', error),
    });
    return () => subscription.unsubscribe();
  }, [userId]);
  // Another user's entries are never shown, not even for the moment before the new read.
  return state.userId === userId ? state.entries : EMPTY;
}
