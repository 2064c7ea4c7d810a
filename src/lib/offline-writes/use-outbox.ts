/**
 * The signed-in user's queued writes, live: every change to the outbox (this tab, another tab or
 * the service worker) is read again, decrypted for display.
 */
import { useEffect, useState } from 'react';
import { useSession } from '../session';
import { watchQueuedEntries, type QueuedEntry } from './queued-entries';

const EMPTY: QueuedEntry[] = [];

export function useOutboxEntries(): QueuedEntry[] {
  const userId = useSession()?.user.id;
  const [state, setState] = useState<{ userId?: string; entries: QueuedEntry[] }>({ entries: [] });
  useEffect(() => {
    if (!userId) return;
    return watchQueuedEntries(userId, (entries) => setState({ userId, entries }));
  }, [userId]);
  // Another user's entries are never shown, not even for the moment before the new read.
  return state.userId === userId ? state.entries : EMPTY;
}
