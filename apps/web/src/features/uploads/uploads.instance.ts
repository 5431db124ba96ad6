import { api } from '../../api/client';
import { browserStorage } from '../../lib/browser-storage';
import { documentStore } from '../../store/document.store';
import { createMd5, type Md5 } from './md5';
import { createSourceUploader, type SourceUploader } from './source-uploader';
import { xhrPartSender } from './xhr-part-sender';
import { UploadQueue } from './upload-queue';
import { createPendingUploads, fileCache } from './upload-persistence';
import { uploadsStore } from './uploads.store';

// Through browserStorage: a frame whose storage is blocked (the embedded demo on another site) must still load.
export const pendingUploads = createPendingUploads(browserStorage() ?? null);

let uploader: SourceUploader | null = null;
let md5: Md5 | null = null;

/** The page's one MD5 worker: part checksums, and the same-file check of a re-pick. */
export function getMd5(): Md5 {
  md5 ??= createMd5();
  return md5;
}

/** The page's one uploader: one queue (one file at a time) and one MD5 worker, made on first use. */
export function getSourceUploader(): SourceUploader {
  uploader ??= createSourceUploader({
    api,
    queue: new UploadQueue(),
    md5: getMd5(),
    pending: pendingUploads,
    files: fileCache,
    progress: uploadsStore.getState(),
    sendPart: xhrPartSender,
  });
  const current = uploader;
  // Spec §4: deleting a project removes its upload jobs (so does leaving the account, which empties the store).
  documentStore.subscribe((state, previous) => {
    for (const id of Object.keys(previous.projects)) if (!state.projects[id]) current.removeProject(id);
  });
  return uploader;
}
