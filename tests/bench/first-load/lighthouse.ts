/**
 * Lighthouse 12 (13 needs Node 22) with its default settings — a mobile device, simulated
 * slow 4G and a 4× slower CPU — on a page, in Debian's Chromium (docs/decisions: first-load).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser';
import type { Figure } from './figures';
import { GOALS, kib, ms } from './goals';

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

/** Lighthouse's figures on `url` beside their goals; `label` tells repeated runs apart. */
export async function lighthouseFigures(url: string, label = ''): Promise<Figure[]> {
  const lighthouse = await lighthouseOf(url);
  return [
    {
      name: `Lighthouse /login: performance${label}`,
      value: String(lighthouse.performance),
      goal: `≥ ${GOALS.performance}`,
      reached: lighthouse.performance >= GOALS.performance,
    },
    { name: '  first contentful paint', value: ms(lighthouse.firstContentfulPaintMs) },
    {
      name: '  largest contentful paint',
      value: ms(lighthouse.largestContentfulPaintMs),
      goal: `≤ ${ms(GOALS.largestContentfulPaintMs)}`,
      reached: lighthouse.largestContentfulPaintMs <= GOALS.largestContentfulPaintMs,
    },
    {
      name: '  total blocking time',
      value: ms(lighthouse.totalBlockingTimeMs),
      goal: `≤ ${ms(GOALS.totalBlockingTimeMs)}`,
      reached: lighthouse.totalBlockingTimeMs <= GOALS.totalBlockingTimeMs,
    },
    { name: '  unused JavaScript', value: kib(lighthouse.unusedJavaScriptBytes) },
    {
      name: '  accessibility / best practices / SEO',
      value: `${lighthouse.accessibility} / ${lighthouse.bestPractices} / ${lighthouse.seo}`,
    },
  ];
}
