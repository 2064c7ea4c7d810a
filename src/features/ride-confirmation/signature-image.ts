import { SIGNATURE_LIMITS } from '@/contract/ride-confirmation';
import { INK, drawStrokes, inkScale, type Strokes } from './signature-strokes';

/**
 * The signature as the PNG the contract takes (decision 073): drawn again from the strokes on a
 * transparent canvas, at most twice the pad's size and never past 1600 × 800.
 */
export function signaturePng(strokes: Strokes, size: { width: number; height: number }): string {
  const scale = inkScale(size, SIGNATURE_LIMITS, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(size.width * scale));
  canvas.height = Math.max(1, Math.floor(size.height * scale));
  const context = canvas.getContext('2d');
  if (context) drawStrokes(context, strokes, scale, INK);
  return canvas.toDataURL('image/png');
}
