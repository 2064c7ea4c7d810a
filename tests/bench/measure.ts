/** The benchmarks' printed table: one row per measurement, with the goal beside it where one is set. */
export type Row = {
  database: string;
  name: string;
  /** Requests answered 2xx during the measurement. */
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Throughput as a share of the same run's /healthz throughput. */
  ratio?: number;
  /** CPU time of the server process per request (PGlite included, PostgreSQL not), in ms. */
  cpuMs?: number;
  /** /healthz's CPU time per request ÷ this one's: the ratio of a server bound by its own CPU. */
  cpuRatio?: number;
  goal?: string;
  /** A failed or refused request makes the figures meaningless: said in the table. */
  failures?: number;
};

export function printTable(rows: Row[]): void {
  const cells = [
    [
      'database',
      'measurement',
      'n',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      '÷ /healthz',
      'CPU-bound',
      'goal',
    ],
    ...rows.map((row) => [
      row.database,
      row.failures ? `${row.name} (${row.failures} FAILED)` : row.name,
      String(row.count),
      row.perSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.cpuMs === undefined ? '' : row.cpuMs.toFixed(2),
      row.ratio === undefined ? '' : row.ratio.toFixed(2),
      row.cpuRatio === undefined ? '' : row.cpuRatio.toFixed(2),
      row.goal ?? '',
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const numeric = (i: number) => i >= 2 && i <= 8;
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}
