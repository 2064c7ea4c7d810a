/**
 * Lighthouse 12 (13 needs Node 22) with its default settings — a mobile device, simulated
 * slow 4G and a 4× slower CPU — on a page, in Debian's Chromium (docs/decisions: first-load).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser';

export type LighthouseFigures = {
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  unusedJavaScriptBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

export async function lighthouseOf(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories, runWarnings } = result.lhr;
    if (runWarnings.length > 0) console.warn(`Lighthouse: ${runWarnings.join('; ')}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    const unused = audits['unused-javascript']?.details as { overallSavingsBytes?: number };
    return {
      performance: score('performance'),
      firstContentfulPaintMs: value('first-contentful-paint'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      totalBlockingTimeMs: value('total-blocking-time'),
      unusedJavaScriptBytes: unused?.overallSavingsBytes ?? 0,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}
