/**
 * Encryption of health data at rest in the browser (PRODUCT.md §8): one non-extractable
 * AES-GCM 256 key per user, kept in IndexedDB, never exported. Worker-safe.
 */
import { db, type Encrypted } from './local-db';

const ALGORITHM = 'AES-GCM';
/** 96-bit IVs, fresh for every encryption (never reuse an IV with the same AES-GCM key). */
const IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The user's key; created and stored on first use. */
export async function getOrCreateUserKey(userId: string): Promise<CryptoKey> {
  const stored = await db.keys.get(userId);
  if (stored) return stored.key;
  // Generated outside the transaction: an IndexedDB transaction ends when it awaits other work.
  const key = await crypto.subtle.generateKey({ name: ALGORITHM, length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // Two tabs may race to create it; the first one stored wins, so data stays readable for both.
  return db.transaction('rw', db.keys, async () => {
    const raced = await db.keys.get(userId);
    if (raced) return raced.key;
    await db.keys.add({ userId, key, createdAt: Date.now() });
    return key;
  });
}

export async function deleteUserKey(userId: string): Promise<void> {
  await db.keys.delete(userId);
}

/**
 * `context` is authenticated but not stored (AES-GCM additional data): a ciphertext only decrypts
 * with the same context, so a row copied to another place (another user, another entry) fails.
 */
export async function encryptText(
  key: CryptoKey,
  text: string,
  context?: string,
): Promise<Encrypted> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(params(iv, context), key, encoder.encode(text));
  return { iv, data };
}

/** Rejects (OperationError) when the key, the context or the bytes do not match. */
export async function decryptText(
  key: CryptoKey,
  { iv, data }: Encrypted,
  context?: string,
): Promise<string> {
  return decoder.decode(await crypto.subtle.decrypt(params(iv, context), key, data));
}

export const encryptJson = (key: CryptoKey, value: unknown, context?: string) =>
  encryptText(key, JSON.stringify(value), context);

export const decryptJson = async <T = unknown>(
  key: CryptoKey,
  encrypted: Encrypted,
  context?: string,
): Promise<T> => JSON.parse(await decryptText(key, encrypted, context)) as T;

function params(iv: Uint8Array<ArrayBuffer>, context: string | undefined): AesGcmParams {
  return context === undefined
    ? { name: ALGORITHM, iv }
    : { name: ALGORITHM, iv, additionalData: encoder.encode(context) };
}
