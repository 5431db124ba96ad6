import type { ImportType } from '@otto/shared/source';
import { showsDeveloperTools } from '@otto/shared/stage';
import { importText } from '@otto/shared/ui-text';
import type { Config } from '../config/config';

/**
 * The import types this server brings files in from: a browser upload, or the cloud_import job
 * (cloud-import/), a video link (video-links/), or an S3 copy (s3-import/). A new one is added here.
 */
export const serverImportTypes: ReadonlySet<string> = new Set<ImportType>([
  'local',
  'gg_drive',
  'dropbox',
  'frameio',
  'youtube',
  's3_uri',
]);

/**
 * The prefix S3 URIs must start with, or null where the S3 URI import is off: production stages
 * never offer it (spec import §2), and without S3_IMPORT_PREFIX no bucket is open to it.
 */
export const s3ImportPrefix = (config: Pick<Config, 'OTTO_STAGE' | 'S3_IMPORT_PREFIX'>): string | null =>
  showsDeveloperTools(config.OTTO_STAGE) ? (config.S3_IMPORT_PREFIX ?? null) : null;

/** What this server imports as configured: S3 URI copies only where they are on. */
export const importTypesFor = (config: Pick<Config, 'OTTO_STAGE' | 'S3_IMPORT_PREFIX'>): ReadonlySet<string> =>
  s3ImportPrefix(config) === null ? new Set([...serverImportTypes].filter((t) => t !== 's3_uri')) : serverImportTypes;

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
export function importRefusal(
  source: { importType: string; cloudFileData: unknown; originalFileUri: string | null },
  importTypes: ReadonlySet<string> = serverImportTypes,
): ImportRefusal | null {
  if (cloudTypes.has(source.importType) && !source.cloudFileData) {
    return { errorCode: 'cloud_file_data_missing', message: importText.cloudFileDataMissing };
  }
  if (source.importType === 's3_uri' && !source.originalFileUri) {
    return { errorCode: 's3_uri_missing', message: importText.s3UriMissing };
  }
  if (!importTypes.has(source.importType)) {
    return { errorCode: 'import_type_not_implemented', message: importText.importTypeNotImplemented };
  }
  return null;
}
