/**
 * Images for the ride confirmation's limits (decision 073): real headers with the size asked for,
 * padded to the number of bytes asked for. The server reads only the header, so the padding
 * stands for the picture data of a real file of that size.
 */
import { crc32, deflateSync } from 'node:zlib';

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
  // Three components (YCbCr), as a phone's photo has: a PDF embeds it as it is (decision 126).
  file[17] = 3;
  file.set([0xff, 0xd9], file.length - 2);
  return dataUrl('image/jpeg', file);
}

/**
 * A PNG a decoder reads to the last pixel (unlike the padded headers above): a dark stroke across
 * a transparent pad, as a finger's signature looks — for documents that embed the picture.
 */
export function drawnSignatureDataUrl(width = 300, height = 100): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x += 1) {
      const onStroke = Math.abs(y - height / 2 - Math.sin(x / 20) * (height / 4)) < 2;
      if (onStroke) row.set([20, 20, 60, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const file = Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return dataUrl('image/png', file);
}
