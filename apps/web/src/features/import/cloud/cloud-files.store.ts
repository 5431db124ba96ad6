import { createStore } from 'zustand/vanilla';

/** A picked cloud file waiting for Import: where its bytes are and, for Drive, the user's token. */
export interface PendingCloudFile {
  fileUrl: string;
  /** Held in this page only; the server gets it with the import job and never stores it on the source. */
  token: string | null;
  fileKey: string;
}

export const cloudFilesStore = createStore<{ bySource: Record<string, PendingCloudFile> }>()(() => ({ bySource: {} }));

export const setCloudFile = (sourceId: string, entry: PendingCloudFile) =>
  cloudFilesStore.setState((s) => ({ bySource: { ...s.bySource, [sourceId]: entry } }));

export const forgetCloudFile = (sourceId: string) =>
  cloudFilesStore.setState((s) => {
    const { [sourceId]: _gone, ...rest } = s.bySource;
    return { bySource: rest };
  });
