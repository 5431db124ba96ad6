import { z } from 'zod';
import { isLanguageSet, languageLabel } from './languages';
import type { ProjectMode } from './modes';
import { botText, importText } from './ui-text';

/** Every error code a source can carry (spec import §8). Anything else is a "Processing error". */
export const sourceErrorCodes = [
  'no_video_stream',
  'no_audio_stream',
  'codec_not_supported__pro_res_raw',
  'file_access_forbidden',
  'moov_atom_not_found',
  'upload_failed',
  'no_speech_detected',
  'no_tokens',
  'empty_transcript',
  'not_enough_speech',
  'not_enough_speech_in_transcript',
  'low_confidence',
  'language_identification_failed',
  'language_not_supported',
  'unexpected_language',
  'max_file_size_exceeded',
  'file_ingest_failed',
] as const;
export const sourceErrorCodeSchema = z.enum(sourceErrorCodes);
export type SourceErrorCode = z.infer<typeof sourceErrorCodeSchema>;

/** 'upload' errors happen before the file reached us; other values come from ingest. */
export const sourceErrorTypeSchema = z.enum(['upload', 'ingest', 'transcription']);
export type SourceErrorType = z.infer<typeof sourceErrorTypeSchema>;

/** The groups the catalogue labels: several codes share one label and one explanation. */
type ErrorGroup =
  | 'unsupported_codec'
  | 'no_video'
  | 'no_audio'
  | 'access_forbidden'
  | 'corrupted'
  | 'upload_failed'
  | 'no_speech'
  | 'little_speech'
  | 'unclear_audio'
  | 'unsupported_language'
  | 'too_large'
  | 'processing';

const groupOf: Record<SourceErrorCode, ErrorGroup> = {
  no_video_stream: 'no_video',
  no_audio_stream: 'no_audio',
  codec_not_supported__pro_res_raw: 'unsupported_codec',
  file_access_forbidden: 'access_forbidden',
  moov_atom_not_found: 'corrupted',
  upload_failed: 'upload_failed',
  no_speech_detected: 'no_speech',
  no_tokens: 'no_speech',
  empty_transcript: 'no_speech',
  not_enough_speech: 'little_speech',
  not_enough_speech_in_transcript: 'little_speech',
  low_confidence: 'unclear_audio',
  language_identification_failed: 'unsupported_language',
  language_not_supported: 'unsupported_language',
  unexpected_language: 'unsupported_language',
  max_file_size_exceeded: 'too_large',
  file_ingest_failed: 'processing',
};

const labels: Record<ErrorGroup, string> = {
  unsupported_codec: 'Unsupported codec',
  no_video: 'No video stream',
  no_audio: 'No audio stream',
  access_forbidden: 'Access Forbidden',
  corrupted: 'Video processing error',
  upload_failed: 'Upload failed',
  no_speech: 'No speech detected',
  little_speech: 'Very little speech detected',
  unclear_audio: 'Unclear audio',
  unsupported_language: 'Unsupported language',
  too_large: 'Maximum file size exceeded',
  processing: 'Processing error',
};

/** Labels that name the language the user chose, since the wrong choice is the usual cause. */
const languageAware = new Set<ErrorGroup>(['no_speech', 'little_speech']);

const tooltips: Record<ErrorGroup, string> = {
  unsupported_codec:
    'This file uses ProRes RAW, a raw camera codec we cannot decode. Convert it to H.264 (for example with Media Encoder or Resolve) and import the converted file.',
  no_video: 'This file has no video stream. Import a file that contains video, or add it as the main audio instead.',
  no_audio:
    'This file has no audio stream. We need audio with speech to transcribe and edit it; import a version with its sound, or add a separate audio file.',
  access_forbidden:
    'We were not allowed to download this file. Check that its sharing settings allow downloads (anyone with the link can view and download), then import it again.',
  corrupted:
    'This file looks corrupted or incomplete, often because recording or copying stopped early. Re-export or copy it again, then import the new file.',
  upload_failed: 'The upload did not finish. Check your connection and import the file again.',
  no_speech:
    'We could not find any speech. If people speak another language in this file, choose that language and click Import again.',
  little_speech:
    'We found very little speech in this file. If people speak another language, choose that language and click Import again.',
  unclear_audio:
    'The sound is too unclear to transcribe reliably. Please send a file with clearer sound, such as the recording from a dedicated microphone.',
  unsupported_language:
    'This language is not supported yet. Please contact support and tell us which language you need.',
  too_large: 'This file is too large to import in the browser. Use the desktop app, or import a smaller file.',
  processing:
    'Something went wrong while processing this file. Please upload it again, or contact support if it keeps happening.',
};

/**
 * Codes outside the catalogue that keep the default label but have their own explanation: the
 * server's 4-hour check reads 'Processing error' with the sentence the chat shows.
 */
const tooltipsBeyondCatalogue: Partial<Record<string, string>> = {
  max_duration_exceeded: botText.maxDurationExceeded,
  empty_file:
    'This file is empty (0 bytes): nothing was recorded or copied into it. Import the file again from where it was recorded.',
  not_media: 'This file is not a video or audio file, whatever its name says. Import the recording itself.',
};

/**
 * Failures that processing the same bytes again cannot mend: the file itself is damaged, empty,
 * not media, or of a kind Otto refuses. Their rows offer no Retry; the fix is another file.
 */
const unmendableCodes: ReadonlySet<string> = new Set([
  'no_video_stream',
  'no_audio_stream',
  'codec_not_supported__pro_res_raw',
  'moov_atom_not_found',
  'max_file_size_exceeded',
  'max_duration_exceeded',
  'empty_file',
  'not_media',
]);

/** True where Retry can help: a passing failure, or one a new language choice mends (no speech, wrong language). */
export const canRetrySourceError = (code: string | null | undefined): boolean => !code || !unmendableCodes.has(code);

/** Spec import §: Scripted Story is English only; the other modes take other languages. */
export const scriptedLanguageTooltip =
  'Scripted Story supports English only. For other languages, try the ChatGPT-style or Rough Cut modes, or contact support.';

export interface SourceErrorContext {
  /** The transcription language the source was processed with; 'auto' counts as not set. */
  language?: string | null;
  errorType?: string | null;
  /** The project's mode: scripted story explains its English-only limit. */
  mode?: ProjectMode;
}

const groupFor = (code: string | null | undefined): ErrorGroup =>
  code != null && code in groupOf ? groupOf[code as SourceErrorCode] : 'processing';

export const isKnownSourceErrorCode = (code: string): code is SourceErrorCode => code in groupOf;

/** Codes outside the catalogue with their own label: not a failure at all, the user's own choice. */
const labelsBeyondCatalogue: Partial<Record<string, string>> = {
  upload_cancelled: 'Upload cancelled',
  import_type_not_implemented: importText.importTypeNotImplemented,
  cloud_file_data_missing: 'Cloud file details missing',
  s3_uri_missing: 'S3 URI missing',
};

export function labelForSourceError(code: string | null | undefined, ctx: SourceErrorContext = {}): string {
  const beyond = code == null ? undefined : labelsBeyondCatalogue[code];
  if (beyond) return beyond;
  const group = groupFor(code);
  const label = labels[group];
  return languageAware.has(group) && isLanguageSet(ctx.language) ? `${label} in ${languageLabel(ctx.language)}` : label;
}

/** The longer explanation, or undefined where none is shown (upload failures speak for themselves). */
export function tooltipForSourceError(
  code: string | null | undefined,
  ctx: SourceErrorContext = {},
): string | undefined {
  if (ctx.errorType === 'upload' && code !== 'file_access_forbidden') return undefined;
  const beyond = code == null ? undefined : tooltipsBeyondCatalogue[code];
  if (beyond) return beyond;
  const group = groupFor(code);
  if (group === 'unsupported_language' && ctx.mode === 'scripted_story') return scriptedLanguageTooltip;
  return tooltips[group];
}
