import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** A chosen file waiting for (or going through) its upload, under the source the server created for it. */
export interface LocalFile {
  file: File;
  fileKey: string;
}

/** Files live only in this page: a source without one here must be added again before it can upload. */
export const localFilesStore = createStore<{ bySource: Record<string, LocalFile> }>()(() => ({ bySource: {} }));

export const setLocalFile = (sourceId: string, entry: LocalFile) =>
  localFilesStore.setState((s) => ({ bySource: { ...s.bySource, [sourceId]: entry } }));

export const forgetLocalFile = (sourceId: string) =>
  localFilesStore.setState((s) => {
    const { [sourceId]: _gone, ...rest } = s.bySource;
    return { bySource: rest };
  });

export const useHasLocalFile = (sourceId: string) => useStore(localFilesStore, (s) => Boolean(s.bySource[sourceId]));
