import { describe, expect, it } from 'vitest';
import { imageInfo } from './confirmation-image';
import { RideConfirmationInput } from './ride-confirmation';
import * as v from 'valibot';

const dataUrl = (type: string, bytes: number[]) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const png = (width: number, height: number) =>
  dataUrl('image/png', [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32(13),
    ...[0x49, 0x48, 0x44, 0x52],
    ...u32(width),
    ...u32(height),
    ...[8, 6, 0, 0, 0],
  ]);
/** A JPEG with an APP0 segment before its (progressive) start of frame. */
const jpeg = (width: number, height: number) =>
  dataUrl('image/jpeg', [
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00],
    ...[0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3],
    ...[0xff, 0xd9],
  ]);

describe('the images of a ride confirmation', () => {
  it('reads type and size from the header, not from the name it is sent under', () => {
    expect(imageInfo(png(600, 300), 'png')).toMatchObject({ width: 600, height: 300 });
    expect(imageInfo(jpeg(1600, 1131), 'jpeg')).toMatchObject({ width: 1600, height: 1131 });
    expect(imageInfo(jpeg(600, 300).replace('jpeg', 'png'), 'png')).toBeNull();
    expect(imageInfo(png(600, 300), 'jpeg')).toBeNull();
    expect(imageInfo('data:image/png;base64,not base64', 'png')).toBeNull();
    expect(imageInfo(png(0, 300), 'png')).toBeNull();
  });

  it('takes a signature within 1600 × 800 and a photo within 1600 px, naming what is not', () => {
    const signature = { image: png(1600, 800), signerName: 'Erika M.', signerRole: 'escort' };
    expect(v.safeParse(RideConfirmationInput, { signature, photo: jpeg(1131, 1600) }).success).toBe(
      true,
    );
    const wrong = v.safeParse(RideConfirmationInput, {
      signature: { ...signature, image: png(1601, 800) },
      photo: jpeg(1601, 1000),
    });
    expect(wrong.issues?.map((issue) => v.getDotPath(issue))).toEqual(['signature.image', 'photo']);
  });
});
