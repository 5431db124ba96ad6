import type { ImportType } from '@otto/shared/source';
import { importText } from '@otto/shared/ui-text';

/**
 * The import types this server brings files in from: a browser upload, or the cloud_import job
 * (cloud-import/), or a video link (video-links/). A feature that adds one (S3 copies) adds it here.
 */
export const serverImportTypes: ReadonlySet<string> = new Set<ImportType>([
  'local',
  'gg_drive',
  'dropbox',
  'frameio',
  'youtube',
]);

/** Types whose picker hands over cloudFileData (spec §3): without it there is nothing to fetch. */
const cloudTypes: ReadonlySet<string> = new Set<ImportType>(['gg_drive', 'dropbox', 'frameio', 'youtube']);

export interface ImportRefusal {
  errorCode: 'cloud_file_data_missing' | 's3_uri_missing' | 'import_type_not_implemented';
  message: string;
}

/**
 * Why a source cannot be imported as created (spec §8), or null: a cloud source without its
 * cloudFileData, an S3 source without its originalFileUri, a type this server cannot import.
 */
export function importRefusal(source: {
  importType: string;
  cloudFileData: unknown;
  originalFileUri: string | null;
}): ImportRefusal | null {
  if (cloudTypes.has(source.importType) && !source.cloudFileData) {
    return { errorCode: 'cloud_file_data_missing', message: importText.cloudFileDataMissing };
  }
  if (source.importType === 's3_uri' && !source.originalFileUri) {
    return { errorCode: 's3_uri_missing', message: importText.s3UriMissing };
  }
  if (!serverImportTypes.has(source.importType)) {
    return { errorCode: 'import_type_not_implemented', message: importText.importTypeNotImplemented };
  }
  return null;
}
