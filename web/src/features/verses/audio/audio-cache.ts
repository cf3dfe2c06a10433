import { evictionPlan, type CachedEntryInfo } from './audio-plan.ts';

const DB = 'verse-audio';
const STORE = 'audio';

interface Entry extends CachedEntryInfo {
  blob: Blob;
}

let db: Promise<IDBDatabase> | null = null;

const open = () =>
  (db ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }));

const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
  open().then(
    (d) =>
      new Promise<T>((resolve, reject) => {
        const req = work(d.transaction(STORE, mode).objectStore(STORE));
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      }),
  );

/** Spoken verses kept in the browser's database (spec 000 §9): 50 MB, oldest evicted down to 80 %. */
export const audioCache = {
  async get(key: string): Promise<Blob | undefined> {
    const entry = await run<Entry | undefined>('readonly', (s) => s.get(key));
    return entry?.blob;
  },
  async put(key: string, blob: Blob) {
    await run('readwrite', (s) => s.put({ key, blob, timestamp: Date.now(), size: blob.size } satisfies Entry));
    const all = await run<Entry[]>('readonly', (s) => s.getAll());
    for (const old of evictionPlan(all)) await run('readwrite', (s) => s.delete(old));
  },
};
