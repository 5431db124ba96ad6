import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { UploadJobState } from './upload-queue';

/** One file's transfer as the status row shows it (spec: source uploadProgress {sent, total, percentage}). */
export interface UploadEntry {
  projectId: string;
  sourceId: string;
  state: UploadJobState;
  sent: number;
  total: number;
}

export interface UploadsState {
  bySource: Record<string, UploadEntry>;
  put(entry: UploadEntry): void;
  patch(sourceId: string, patch: Partial<Omit<UploadEntry, 'sourceId' | 'projectId'>>): void;
  remove(sourceId: string): void;
}

export function createUploadsStore() {
  return createStore<UploadsState>()((set) => ({
    bySource: {},
    put: (entry) => set((s) => ({ bySource: { ...s.bySource, [entry.sourceId]: entry } })),
    patch: (sourceId, patch) =>
      set((s) => {
        const current = s.bySource[sourceId];
        return current ? { bySource: { ...s.bySource, [sourceId]: { ...current, ...patch } } } : {};
      }),
    remove: (sourceId) =>
      set((s) => {
        if (!s.bySource[sourceId]) return {};
        const { [sourceId]: _gone, ...rest } = s.bySource;
        return { bySource: rest };
      }),
  }));
}

export const uploadsStore = createUploadsStore();

const queued = (e: UploadEntry) => e.state === 'new' || e.state === 'uploading' || e.state === 'completing';

/** Uploads still queued or running (for one project, or anywhere): leaving the page would cancel them. */
export const countQueuedUploads = (state: Pick<UploadsState, 'bySource'>, projectId?: string): number =>
  Object.values(state.bySource).filter((e) => queued(e) && (!projectId || e.projectId === projectId)).length;

export function useUpload(sourceId: string): UploadEntry | undefined {
  return useStore(uploadsStore, (s) => s.bySource[sourceId]);
}

export function useQueuedUploadCount(projectId?: string): number {
  return useStore(uploadsStore, (s) => countQueuedUploads(s, projectId));
}
