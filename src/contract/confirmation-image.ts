/**
 * The images of a ride confirmation (decision 073): a signature as a PNG and a photo of the paper
 * Transportschein as a JPEG, sent as `data:` URLs. What the bytes really are is read from their
 * header — the type from the magic number, the size from PNG's IHDR or JPEG's SOF segment — so a
 * renamed file, a huge image or anything else is refused by the same schema on both sides.
 * Worker-safe: `atob` exists in browsers, workers and Node.
 */

export type ImageKind = 'png' | 'jpeg';
export type ImageInfo = { kind: ImageKind; width: number; height: number; bytes: number };

const PREFIX: Record<ImageKind, string> = {
  png: 'data:image/png;base64,',
  jpeg: 'data:image/jpeg;base64,',
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded bytes of a `data:` URL of `kind`, or null when it is not one. */
export function bytesOfDataUrl(value: string, kind: ImageKind): Uint8Array | null {
  if (!value.startsWith(PREFIX[kind])) return null;
  const base64 = value.slice(PREFIX[kind].length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** How many bytes a base64 text of `length` characters decodes to, at most. */
export const decodedLength = (length: number) => Math.floor((length * 3) / 4);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  // The first chunk is always IHDR: its width and height follow its length and name.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, …) carry the size; C4, C8 and CC do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** What the `data:` URL holds, when it is an image of `kind` whose header can be read. */
export function imageInfo(value: string, kind: ImageKind): ImageInfo | null {
  const bytes = bytesOfDataUrl(value, kind);
  if (!bytes) return null;
  const size = kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { kind, ...size, bytes: bytes.length };
}
