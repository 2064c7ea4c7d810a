import { describe, expect, it } from 'vitest';
import { offlineIcon } from './notification-icon';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]);

describe('the icon of a native notification', () => {
  it('comes from the precache as a data: URL, so showing it waits for no server', async () => {
    const lookup = async (url: string) =>
      url === '/icons/icon-192.png'
        ? new Response(PNG, { headers: { 'content-type': 'image/png' } })
        : undefined;
    expect(await offlineIcon('/icons/icon-192.png', lookup)).toBe(
      `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    );
  });

  it('falls back to the URL when the precache has no copy or cannot be read', async () => {
    expect(await offlineIcon('/icons/icon-192.png', async () => undefined)).toBe(
      '/icons/icon-192.png',
    );
    const broken = () => Promise.reject(new Error('cache storage unavailable'));
    expect(await offlineIcon('/icons/icon-192.png', broken)).toBe('/icons/icon-192.png');
  });
});
