/**
 * `npm run bench`: figures, not assertions. Each section measures one thing and prints its own
 * table; `npm run bench -- <section> …` runs only the sections named. PostgreSQL figures need
 * TEST_DATABASE_URL (a database the benchmark may empty).
 */
import { dispatchBoardBench } from './dispatch-board';
import { firstLoadBench } from './first-load';
import { nationalPeakBench } from './national-peak';
import { passwordRatingBench } from './password-rating';
import { readPathBench } from './read-path';
import { realtimeBench } from './realtime';
import { scorecardsBench } from './scorecards';
import { transportsBench } from './transports';

type Section = { name: string; title: string; run: () => Promise<void> };

const SECTIONS: Section[] = [
  {
    name: 'read-path',
    title: 'API read path: patient list against /healthz, searches, creates, logins',
    run: readPathBench,
  },
  {
    name: 'transports',
    title: 'Transports: lists, marketplace, create and accept against /healthz, 100,000 transports',
    run: transportsBench,
  },
  {
    name: 'scorecards',
    title: 'Scorecards: the ward’s and the company’s figures against /healthz, 100,000 transports',
    run: scorecardsBench,
  },
  {
    name: 'dispatch',
    title:
      'Dispatch board: 40 vehicles and 300 transports of a day, the server’s day and the layout',
    run: dispatchBoardBench,
  },
  {
    name: 'national-peak',
    title:
      'National morning peak: two instances on PostgreSQL, orders + lifecycle writes + reads at rising rates',
    run: nationalPeakBench,
  },
  {
    name: 'realtime',
    title:
      'Realtime: 1,000 pusher-js connections (BENCH_SOCKETS), trigger → event latency, memory per connection',
    run: realtimeBench,
  },
  {
    name: 'password-rating',
    title: 'Password rating: /healthz latency while hostile passwords are rated, before and after',
    run: passwordRatingBench,
  },
  {
    name: 'first-load',
    title: 'First load in Chromium: scripts per screen, Lighthouse on /login, the offline list',
    run: firstLoadBench,
  },
];

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`,
    );
  }
  for (const section of SECTIONS) {
    if (wanted.length > 0 && !wanted.includes(section.name)) continue;
    console.log(`\n== ${section.name}: ${section.title}\n`);
    await section.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
