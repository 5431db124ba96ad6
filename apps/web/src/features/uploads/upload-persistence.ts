/**
 * What lets an upload survive a page reload: the upload's ids in localStorage and the File itself in
 * IndexedDB (browsers can store File objects there, not in localStorage).
 */

export interface PendingUpload {
  projectId: string;
  sourceId: string;
  uploadId: string;
  fileKey: string;
  name: string;
  size: number;
  lastModified: number;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'otto.pendingUploads';

const isPendingUpload = (x: unknown): x is PendingUpload => {
  if (!x || typeof x !== 'object') return false;
  const r = x as Record<string, unknown>;
  return (
    ['projectId', 'sourceId', 'uploadId', 'fileKey', 'name'].every((k) => typeof r[k] === 'string') &&
    typeof r.size === 'number'
  );
};

export function createPendingUploads(storage: KeyValueStorage | null) {
  const read = (): PendingUpload[] => {
    try {
      const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(isPendingUpload) : [];
    } catch {
      return [];
    }
  };
  const write = (list: PendingUpload[]) => {
    try {
      if (list.length === 0) storage?.removeItem(STORAGE_KEY);
      else storage?.setItem(STORAGE_KEY, JSON.stringify(list));
    } catch (error) {
      // A full or disabled storage only costs the resume-after-reload convenience.
      console.warn('Could not remember the upload for resuming', error);
    }
  };
  return {
    list: read,
    get: (sourceId: string) => read().find((u) => u.sourceId === sourceId) ?? null,
    put(upload: PendingUpload) {
      write([...read().filter((u) => u.sourceId !== upload.sourceId), upload]);
    },
    remove(sourceId: string) {
      write(read().filter((u) => u.sourceId !== sourceId));
    },
  };
}
export type PendingUploads = ReturnType<typeof createPendingUploads>;

/** The same file as the one recorded: a different file under the same name must not be resumed into it. */
export const isSameFile = (
  upload: Pick<PendingUpload, 'name' | 'size' | 'lastModified'>,
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
): boolean => upload.name === file.name && upload.size === file.size && upload.lastModified === file.lastModified;

const DB_NAME = 'otto-uploads';
const STORE = 'files';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** Files of unfinished uploads, by source id. Every failure is swallowed: resuming is a convenience. */
export const fileCache = {
  async put(sourceId: string, file: File): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await withStore('readwrite', (s) => s.put(file, sourceId)).catch((error: unknown) =>
      console.warn('Could not keep the file for resuming', error),
    );
  },
  async get(sourceId: string): Promise<File | null> {
    if (typeof indexedDB === 'undefined') return null;
    const value = await withStore<unknown>('readonly', (s) => s.get(sourceId)).catch(() => null);
    return value instanceof File ? value : null;
  },
  async remove(sourceId: string): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await withStore('readwrite', (s) => s.delete(sourceId)).catch(() => undefined);
  },
};
export type FileCache = typeof fileCache;
