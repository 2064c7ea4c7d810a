/** The name of the app's IndexedDB database (lib/local-db), known without loading Dexie. */
export const LOCAL_DB_NAME = 'krankentransport';
