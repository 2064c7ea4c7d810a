/** Runs every demo step on a database; used by `npm run demo` and by its test. */
import type { Db } from '../db/client';
import type { DemoContext, DemoLogin } from './demo-context';
import { DEMO_STEPS } from './steps';

export type DemoCounts = Map<string, { created: number; existing: number }>;

export async function loadDemoData(
  db: Db,
  now = new Date(),
): Promise<{ logins: DemoLogin[]; counts: DemoCounts }> {
  const counts: DemoCounts = new Map();
  const demo: DemoContext = {
    db,
    now,
    organizations: new Map(),
    logins: [],
    tally(kind, created) {
      const count = counts.get(kind) ?? { created: 0, existing: 0 };
      count[created ? 'created' : 'existing'] += 1;
      counts.set(kind, count);
    },
  };
  for (const step of DEMO_STEPS) await step.run(demo);
  return { logins: demo.logins, counts };
}
