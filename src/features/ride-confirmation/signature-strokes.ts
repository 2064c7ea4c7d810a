/**
 * What the finger drew on the signature pad, as strokes of points in the pad's own CSS pixels:
 * undo takes the last stroke back, clear all of them. Kept apart from the canvas so the PNG is
 * drawn from the same strokes at the size the contract allows (decision 073).
 */
/** The pad's ink: dark on the white pad, in either theme, as on paper. */
export const INK = '#0f172a';

export type Point = { x: number; y: number };
export type Strokes = readonly (readonly Point[])[];

export type StrokeAction =
  | { type: 'start'; point: Point }
  | { type: 'extend'; point: Point }
  | { type: 'undo' }
  | { type: 'clear' };

export function strokesReducer(strokes: Strokes, action: StrokeAction): Strokes {
  switch (action.type) {
    case 'start':
      return [...strokes, [action.point]];
    case 'extend': {
      const last = strokes.at(-1);
      return last ? [...strokes.slice(0, -1), [...last, action.point]] : strokes;
    }
    case 'undo':
      return strokes.slice(0, -1);
    case 'clear':
      return [];
  }
}

/** A signature is more than a tap: some stroke has moved. */
export const hasInk = (strokes: Strokes) => strokes.some((stroke) => stroke.length > 1);

/**
 * How much finer than CSS pixels the PNG is drawn: sharp on a phone's screen (up to twice), never
 * past the contract's 1600 × 800.
 */
export function inkScale(
  size: { width: number; height: number },
  limits: { maxWidth: number; maxHeight: number },
  devicePixelRatio: number,
): number {
  return Math.min(
    Math.max(devicePixelRatio, 1),
    2,
    limits.maxWidth / size.width,
    limits.maxHeight / size.height,
  );
}

/** Draws the strokes as ink, `scale` device pixels per CSS pixel. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: Strokes,
  scale: number,
  ink: string,
): void {
  context.lineWidth = 2.5 * scale;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = ink;
  context.fillStyle = ink;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    context.moveTo(first.x * scale, first.y * scale);
    for (const point of rest) context.lineTo(point.x * scale, point.y * scale);
    context.stroke();
  }
}
