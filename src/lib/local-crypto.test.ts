import { db, LOCAL_DB_NAME } from './local-db';
import { decryptJson, encryptJson, getOrCreateUserKey } from './local-crypto';
import { readAllStoredText } from './testing/raw-indexeddb';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('local crypto', () => {
  it('round-trips JSON through AES-GCM with a fresh IV each time', async () => {
    const key = await getOrCreateUserKey('user-a');
    const value = { firstName: 'Erika', lastName: 'Mustermann', birthday: '1950-02-01' };

    const first = await encryptJson(key, value);
    const second = await encryptJson(key, value);

    expect(first.iv).toHaveLength(12);
    expect(first.iv).not.toEqual(second.iv);
    expect(await decryptJson(key, first)).toEqual(value);
    expect(await decryptJson(key, second)).toEqual(value);
  });

  it('creates one non-extractable key per user and returns it again', async () => {
    const key = await getOrCreateUserKey('user-a');
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(key.usages.sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();

    const again = await getOrCreateUserKey('user-a');
    const sealed = await encryptJson(key, 'x');
    expect(await decryptJson(again, sealed)).toBe('x');
    expect(await db.keys.count()).toBe(1);
  });

  it('keeps a single key when tabs race to create it', async () => {
    const keys = await Promise.all([getOrCreateUserKey('user-a'), getOrCreateUserKey('user-a')]);
    const sealed = await encryptJson(keys[0], 1);
    expect(await decryptJson(keys[1], sealed)).toBe(1);
    expect(await db.keys.count()).toBe(1);
  });

  it("does not decrypt with another user's key or another context", async () => {
    const keyA = await getOrCreateUserKey('user-a');
    const keyB = await getOrCreateUserKey('user-b');
    const sealed = await encryptJson(keyA, { lastName: 'Mustermann' }, 'queryCache:user-a');

    await expect(decryptJson(keyB, sealed, 'queryCache:user-a')).rejects.toThrow();
    await expect(decryptJson(keyA, sealed, 'queryCache:user-b')).rejects.toThrow();
    await expect(decryptJson(keyA, sealed)).rejects.toThrow();
  });

  it('stores no key material and no plaintext readable in IndexedDB', async () => {
    const key = await getOrCreateUserKey('user-a');
    const { iv, data } = await encryptJson(key, { lastName: 'Mustermann' });
    await db.queryCache.put({ userId: 'user-a', iv, data });

    expect(await readAllStoredText(LOCAL_DB_NAME)).not.toContain('Mustermann');
  });
});
