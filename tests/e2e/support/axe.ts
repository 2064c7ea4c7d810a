/**
 * axe-core on the page as it is (issue 10.23): the WCAG 2.1 A and AA rules, plus the
 * label-in-name rule (WCAG 2.5.3), which axe keeps among its experimental ones. Injected through
 * the DevTools protocol, which the app's CSP (no inline scripts) does not apply to.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; impact: string | null; targets: string[] };

/** Every violation on the page, as "rule (impact): first elements", for a readable failure. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`,
  );
}
