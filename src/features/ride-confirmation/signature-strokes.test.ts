import { describe, expect, it } from 'vitest';
import { SIGNATURE_LIMITS } from '@/contract/ride-confirmation';
import { fitWithin } from './downscale-photo';
import { hasInk, inkScale, strokesReducer, type Strokes } from './signature-strokes';

const run = (actions: Parameters<typeof strokesReducer>[1][]) =>
  actions.reduce<Strokes>(strokesReducer, []);

describe('the signature pad', () => {
  it('draws one stroke per touch, undoes the last and clears all', () => {
    const strokes = run([
      { type: 'start', point: { x: 1, y: 1 } },
      { type: 'extend', point: { x: 5, y: 2 } },
      { type: 'start', point: { x: 9, y: 9 } },
    ]);
    expect(strokes).toEqual([
      [
        { x: 1, y: 1 },
        { x: 5, y: 2 },
      ],
      [{ x: 9, y: 9 }],
    ]);
    expect(hasInk(strokes)).toBe(true);
    expect(strokesReducer(strokes, { type: 'undo' })).toEqual([strokes[0]]);
    expect(strokesReducer(strokes, { type: 'clear' })).toEqual([]);
    // A tap alone is no signature.
    expect(hasInk(run([{ type: 'start', point: { x: 1, y: 1 } }]))).toBe(false);
  });

  it('draws the PNG sharp on a phone but never past the contract’s size', () => {
    expect(inkScale({ width: 358, height: 260 }, SIGNATURE_LIMITS, 3)).toBe(2);
    expect(inkScale({ width: 358, height: 260 }, SIGNATURE_LIMITS, 1)).toBe(1);
    const wide = inkScale({ width: 1200, height: 500 }, SIGNATURE_LIMITS, 2);
    expect(1200 * wide).toBeLessThanOrEqual(SIGNATURE_LIMITS.maxWidth);
    expect(500 * wide).toBeLessThanOrEqual(SIGNATURE_LIMITS.maxHeight);
  });
});

describe('the photo of the Transportschein', () => {
  it('is made at most 1600 px on its long side, keeping its shape, never larger', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
