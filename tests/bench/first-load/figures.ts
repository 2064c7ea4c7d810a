/** The first-load figures as a table: what was measured, the value, its goal and whether met. */
export type Figure = { name: string; value: string; goal?: string; reached?: boolean };

export function printFigures(figures: Figure[]): void {
  const cells = [
    ['first load', 'measured', 'goal', ''],
    ...figures.map((figure) => [
      figure.name,
      figure.value,
      figure.goal ?? '',
      figure.reached === undefined ? '' : figure.reached ? 'reached' : 'NOT reached',
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(cells[0]!)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}
