/** Timing helpers for the benchmarks: percentiles of request latencies and a printed table. */
export type Measurement = {
  database: string;
  name: string;
  count: number;
  p50: number;
  p95: number;
  /** Requests per second, where throughput is what the measurement is about. */
  perSecond?: number;
};

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs `task` `count` times, `concurrency` at a time, and summarises the latencies. */
export async function measure(
  database: string,
  name: string,
  count: number,
  task: (index: number) => Promise<void>,
  concurrency = 1,
): Promise<Measurement> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const start = performance.now();
      await task(index);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    database,
    name,
    count,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: (count / elapsed) * 1000,
  };
}

export function printTable(rows: Measurement[]): void {
  const cells = [
    ['database', 'measurement', 'n', 'p50 ms', 'p95 ms', 'req/s'],
    ...rows.map((row) => [
      row.database,
      row.name,
      String(row.count),
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.perSecond === undefined ? '' : row.perSecond.toFixed(0),
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}
