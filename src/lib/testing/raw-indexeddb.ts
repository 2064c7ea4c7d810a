/**
 * Test support: reads IndexedDB without Dexie, as someone inspecting the browser's storage would.
 */

/** Every string and every byte buffer (decoded as UTF-8) stored in any table of the database. */
export async function readAllStoredText(dbName: string): Promise<string> {
  const names = (await indexedDB.databases()).map((info) => info.name);
  if (!names.includes(dbName)) return '';
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const parts: string[] = [];
    for (const storeName of Array.from(idb.objectStoreNames)) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = idb.transaction(storeName).objectStore(storeName).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      rows.forEach((row) => collectText(row, parts));
    }
    return parts.join('\n');
  } finally {
    idb.close();
  }
}

/** Row counts per table; a deleted database counts as empty. */
export async function countStoredRows(dbName: string): Promise<Record<string, number>> {
  const names = (await indexedDB.databases()).map((info) => info.name);
  if (!names.includes(dbName)) return {};
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const counts: Record<string, number> = {};
    for (const storeName of Array.from(idb.objectStoreNames)) {
      counts[storeName] = await new Promise<number>((resolve, reject) => {
        const request = idb.transaction(storeName).objectStore(storeName).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    return counts;
  } finally {
    idb.close();
  }
}

const decoder = new TextDecoder('utf-8', { fatal: false });

function collectText(value: unknown, parts: string[]): void {
  if (typeof value === 'string') parts.push(value);
  else if (ArrayBuffer.isView(value)) {
    parts.push(decoder.decode(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)));
  } else if (Object.prototype.toString.call(value) === '[object ArrayBuffer]') {
    parts.push(decoder.decode(new Uint8Array(value as ArrayBuffer)));
  } else if (Array.isArray(value)) value.forEach((item) => collectText(item, parts));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      parts.push(key);
      collectText(item, parts);
    }
  }
}
