/**
 * The photo of the Transportschein, made small on the phone before it is queued (decision 075):
 * a camera's 12 MP picture is 3–5 MB, past the API's 1 MiB body and a waste of a crew's data
 * plan; at 1600 px on the long side a Muster 4 stays readable at 150–400 kB.
 */
import { decodedLength } from '@/contract/confirmation-image';
import { PHOTO_LIMITS } from '@/contract/ride-confirmation';

/** The size within `maxLongSide` with the same aspect; never larger than the original. */
export function fitWithin(width: number, height: number, maxLongSide: number) {
  const factor = Math.min(1, maxLongSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/** JPEG qualities tried in turn until the picture fits the contract's bytes. */
export const JPEG_QUALITIES = [0.82, 0.72, 0.62, 0.5, 0.4];

/** The picture as a JPEG `data:` URL the server accepts; null when it cannot be made to fit. */
export async function downscalePhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitWithin(bitmap.width, bitmap.height, PHOTO_LIMITS.maxLongSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A paper form: white under any transparency, never black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  for (const quality of JPEG_QUALITIES) {
    const url = canvas.toDataURL('image/jpeg', quality);
    const base64 = url.length - url.indexOf(',') - 1;
    if (decodedLength(base64) <= PHOTO_LIMITS.maxBytes) return url;
  }
  return null;
}
