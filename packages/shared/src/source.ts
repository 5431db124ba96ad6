import { z } from 'zod';
import { sourceErrorTypeSchema } from './errors';
import { projectCategorySchema, type MulticamImportStage } from './project';
import { importText, multicamText } from './ui-text';

export const sourceTypeSchema = z.enum(['video', 'audio']);
export type SourceType = z.infer<typeof sourceTypeSchema>;

export const importTypeSchema = z.enum(['local', 'gg_drive', 'dropbox', 'frameio', 'youtube', 's3_uri']);
export type ImportType = z.infer<typeof importTypeSchema>;

export const sourceStateSchema = z.enum(['none', 'uploading', 'importing', 'ingesting', 'completed', 'error']);
export type SourceState = z.infer<typeof sourceStateSchema>;

export const uploadProgressSchema = z.object({
  sent: z.number().nonnegative(),
  total: z.number().nonnegative(),
  percentage: z.number().min(0).max(100),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

/** What a cloud picker (drive, file-sharing storage, review platform, video site) handed us. */
export const cloudFileDataSchema = z.object({
  fileUrl: z.string(),
  /** The provider token needed to download; never logged. */
  token: z.string().nullable(),
  type: z.string(),
  file: z.object({
    id: z.string(),
    name: z.string(),
    sizeBytes: z.number().nonnegative().nullable(),
    duration: z.number().nonnegative().nullable(),
    url: z.string().nullable(),
    thumbnailLink: z.string().nullable(),
  }),
});
export type CloudFileData = z.infer<typeof cloudFileDataSchema>;

/** A source (one imported media file) as the API returns it. */
export const sourceSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  filename: z.string(),
  type: sourceTypeSchema.default('video'),
  importType: importTypeSchema,
  state: sourceStateSchema,
  durationMs: z.number().int().nonnegative().nullable(),
  filesize: z.number().int().nonnegative().nullable(),
  originalFileUri: z.string().nullable(),
  transcodedFileUri: z.string().nullable(),
  uploadJobId: z.string().nullable(),
  uploadProgress: uploadProgressSchema.nullable(),
  startIngestTime: z.string().nullable(),
  job: z.object({ fileId: z.string(), fileUri: z.string() }).nullable(),
  errorType: sourceErrorTypeSchema.nullable(),
  errorCode: z.string().nullable(),
  stale: z.boolean(),
  category: projectCategorySchema,
  cloudFileData: cloudFileDataSchema.nullable(),
  /** Multicam: where the source starts on the main audio's timeline, seconds; null until synced. */
  syncOffsetSec: z.number().nullable().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

export const videoExtensions = [
  '.mp4',
  '.mov',
  '.m4v',
  '.mkv',
  '.webm',
  '.avi',
  '.wmv',
  '.flv',
  '.mpg',
  '.mpeg',
  '.mts',
  '.m2ts',
  // HDV tape captures.
  '.m2t',
  '.ts',
  '.3gp',
  '.mxf',
  '.braw',
  '.r3d',
] as const;
export const audioExtensions = [
  '.mp3',
  '.wav',
  '.m4a',
  '.aac',
  '.flac',
  '.ogg',
  '.opus',
  '.aif',
  '.aiff',
  '.wma',
] as const;
/** The main-audio slot of the multicam modal takes only these. */
export const mainAudioExtensions = ['.wav', '.mp3', '.m4a'] as const;

/** '.MOV' → '.mov'; '' when the name has no extension. */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 || dot === filename.length - 1 ? '' : filename.slice(dot).toLowerCase();
}

const audioSet = new Set<string>(audioExtensions);
const acceptedSet = new Set<string>([...videoExtensions, ...audioExtensions]);

/** Audio by the audio list, video otherwise (the spec's default). */
export const sourceTypeForFilename = (filename: string): SourceType =>
  audioSet.has(fileExtension(filename)) ? 'audio' : 'video';

export const isAcceptedMediaFilename = (filename: string): boolean => acceptedSet.has(fileExtension(filename));

export const isAcceptedMainAudioFilename = (filename: string): boolean =>
  (mainAudioExtensions as readonly string[]).includes(fileExtension(filename));

/** Work on these is still under way, so the file cannot be swapped or removed. */
export const isSourceBusy = (state: SourceState): boolean =>
  state === 'uploading' || state === 'importing' || state === 'ingesting';

export const canChooseAsMainAudioOrRemove = (state: SourceState): boolean => state === 'none' || state === 'error';

/**
 * An upload no part reached for a while (the browser closed, the file was lost): it waits for the
 * user (Re-pick file, Cancel, Remove) and holds up neither the chat nor the other files.
 */
export const isStalledUpload = (source: Pick<Source, 'state' | 'stale'>): boolean =>
  source.state === 'uploading' && source.stale;

/** The import still waits for this file: it is not finished, failed, or a stalled upload. */
export const isAwaitedByImport = (source: Pick<Source, 'state' | 'stale'>): boolean =>
  source.state !== 'completed' && source.state !== 'error' && !isStalledUpload(source);

/** The status row's words for a state; errors show their catalogue label instead. */
export const sourceStateLabel = (state: SourceState): string | null =>
  state === 'none' || state === 'error' ? null : importText.sourceState[state];

/** A new import is ignored while another is under way or finished. */
export const canStartImport = (stage: MulticamImportStage): boolean => stage === 'none' || stage === 'error';

export const importStageLabel = (stage: MulticamImportStage): string | null => {
  switch (stage) {
    case 'uploading_files':
      return importText.sourceState.uploading;
    case 'processing_files':
      return importText.sourceState.ingesting;
    case 'analyzing_files':
    case 'processing_multicam':
      return multicamText.analyzing;
    case 'done':
      return multicamText.ready;
    default:
      return null;
  }
};
