import type { CloudFileData, ImportType } from '@otto/shared/source';
import { audioExtensions, fileExtension, isAcceptedMediaFilename } from '@otto/shared/source';

/** One file a cloud picker handed over, in one shape for every provider. */
export interface PickedCloudFile {
  id: string;
  name: string;
  sizeBytes: number | null;
  durationSec: number | null;
  mimeType: string | null;
  /** Where the server fetches the bytes: Drive's files.get URL, Dropbox's direct link. */
  fileUrl: string;
  /** The provider's page for the file, when it gave one. */
  url: string | null;
  thumbnailLink: string | null;
}

/**
 * What the Drive Picker lists: video and audio, plus the professional formats Drive files under
 * generic types (.mxf, .braw) — those are then kept by their extension.
 */
export const drivePickerMimeTypes = [
  'video/mp4',
  'video/quicktime',
  'video/x-m4v',
  'video/x-matroska',
  'video/webm',
  'video/x-msvideo',
  'video/x-ms-wmv',
  'video/x-flv',
  'video/mpeg',
  'video/mp2t',
  'video/3gpp',
  'application/mxf',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/mp4',
  'audio/x-m4a',
  'application/octet-stream',
] as const;

/** The Dropbox Chooser's extension filter: its 'video' and 'audio' groups and the professional formats. */
export const dropboxChooserExtensions = ['video', 'audio', '.mxf', '.braw'] as const;

/** A picked file Otto can import: by its name's extension, as local files are. */
export const isImportablePick = (file: Pick<PickedCloudFile, 'name'>): boolean => isAcceptedMediaFilename(file.name);

/** Drive Picker documents (google.picker.Document): id, name, mimeType, sizeBytes, url, duration in ms. */
export interface DrivePickerDoc {
  id: string;
  name: string;
  mimeType?: string;
  sizeBytes?: number | string;
  url?: string;
  duration?: number;
  iconUrl?: string;
}

export function fromDrivePicker(doc: DrivePickerDoc, driveApiBase = 'https://www.googleapis.com'): PickedCloudFile {
  const size = doc.sizeBytes === undefined ? null : Number(doc.sizeBytes);
  return {
    id: doc.id,
    name: doc.name,
    sizeBytes: size !== null && Number.isFinite(size) ? size : null,
    durationSec: typeof doc.duration === 'number' ? doc.duration / 1000 : null,
    mimeType: doc.mimeType ?? null,
    fileUrl: `${driveApiBase}/drive/v3/files/${encodeURIComponent(doc.id)}?alt=media`,
    url: doc.url ?? null,
    thumbnailLink: null,
  };
}

/** Dropbox Chooser files (linkType 'direct'): id, name, link, bytes, thumbnailLink. */
export interface DropboxChooserFile {
  id: string;
  name: string;
  link: string;
  bytes: number;
  thumbnailLink?: string;
}

export const fromDropboxChooser = (file: DropboxChooserFile): PickedCloudFile => ({
  id: file.id,
  name: file.name,
  sizeBytes: file.bytes,
  durationSec: null,
  mimeType: null,
  fileUrl: file.link,
  url: file.link,
  thumbnailLink: file.thumbnailLink ?? null,
});

/** The source the server creates for a pick: its cloudFileData (spec §3) without any token. */
export function cloudSourceBody(
  file: PickedCloudFile,
  importType: Extract<ImportType, 'gg_drive' | 'dropbox'>,
  category: 'singlecam' | 'multicam',
) {
  const cloudFileData: CloudFileData = {
    fileUrl: file.fileUrl,
    token: null,
    type: importType,
    file: {
      id: file.id,
      name: file.name,
      sizeBytes: file.sizeBytes,
      duration: file.durationSec,
      url: file.url,
      thumbnailLink: file.thumbnailLink,
    },
  };
  return {
    filename: file.name,
    filesize: file.sizeBytes ?? 0,
    type: (audioExtensions as readonly string[]).includes(fileExtension(file.name)) ? 'audio' : 'video',
    importType,
    durationMs: file.durationSec ? Math.round(file.durationSec * 1000) : undefined,
    category,
    cloudFileData,
  } as const;
}
