/** The goals of issue 15 §8 and the units the figures are printed in. */

/** Sizes in KiB (1024 bytes), as Chromium's and Lighthouse's own figures. */
export const KIB = 1024;

export const GOALS = {
  loginScripts: 170 * KIB,
  homeScripts: 260 * KIB,
  ownScripts: 40 * KIB,
  performance: 90,
  largestContentfulPaintMs: 2_500,
  totalBlockingTimeMs: 200,
  offlineListMs: 1_000,
};

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
