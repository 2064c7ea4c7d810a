/**
 * Images for the ride confirmation's limits (decision 073): real headers with the size asked for,
 * padded to the number of bytes asked for. The server reads only the header, so the padding
 * stands for the picture data of a real file of that size.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export function pngDataUrl(width: number, height: number, bytes = 2_000): string {
  const file = new Uint8Array(Math.max(bytes, 33));
  file.set(PNG_SIGNATURE, 0);
  const view = new DataView(file.buffer);
  view.setUint32(8, 13);
  file.set(
    [...'IHDR'].map((char) => char.charCodeAt(0)),
    12,
  );
  view.setUint32(16, width);
  view.setUint32(20, height);
  file.set([8, 6, 0, 0, 0], 24);
  return dataUrl('image/png', file);
}

export function jpegDataUrl(width: number, height: number, bytes = 20_000): string {
  const file = new Uint8Array(Math.max(bytes, 23));
  file.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46], 0);
  // Start of frame (baseline): length, precision, height, width, components.
  file.set([0xff, 0xc0, 0x00, 0x11, 0x08], 8);
  const view = new DataView(file.buffer);
  view.setUint16(13, height);
  view.setUint16(15, width);
  file.set([0xff, 0xd9], file.length - 2);
  return dataUrl('image/jpeg', file);
}
