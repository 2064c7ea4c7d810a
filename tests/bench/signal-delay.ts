/**
 * How long after a revoking instance sees its commit another instance hears the signal (PostgreSQL
 * LISTEN/NOTIFY): the window in which that other instance may still accept a revoked session from
 * its cache. Negative when the signal arrived before the commit's own acknowledgement.
 */
import { openPostgres } from '../../server/db/client';
import { notify } from '../../server/db/listen';

const SIGNALS = 200;
const CHANNEL = 'bench_signal_delay';

export async function signalDelay(url: string): Promise<string> {
  const revoking = openPostgres(url, 1);
  const other = openPostgres(url, 1);
  const heard = new Map<string, number>();
  try {
    await other.listen(CHANNEL, (payload) => heard.set(payload, performance.now()));
    const delays: number[] = [];
    for (let i = 0; i < SIGNALS; i += 1) {
      const payload = String(i);
      await revoking.db.transaction((tx) => notify(tx, CHANNEL, payload));
      const committed = performance.now();
      while (!heard.has(payload)) await new Promise((resolve) => setImmediate(resolve));
      delays.push(heard.get(payload)! - committed);
    }
    delays.sort((a, b) => a - b);
    const at = (p: number) => delays[Math.ceil(p * delays.length) - 1]!.toFixed(2);
    return (
      `postgres: a revocation signal reaches another instance p50 ${at(0.5)} ms / p99 ${at(0.99)} ms ` +
      `after the revoking instance saw its commit (${SIGNALS} signals; negative: before)`
    );
  } finally {
    await revoking.close();
    await other.close();
  }
}
