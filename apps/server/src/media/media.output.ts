import { stat } from 'node:fs/promises';
import { MediaError } from './media.types';

/**
 * Throws MediaError('processing_error') unless `path` is a non-empty file. ffmpeg can exit 0
 * having written nothing (a filter that never emits a frame, e.g. a keyframes-only thumbnail
 * strip of a clip with one keyframe), so every step checks its output before anything reads it.
 */
export async function expectOutput(path: string, step: string): Promise<void> {
  const size = await stat(path).then(
    (s) => (s.isFile() ? s.size : 0),
    () => 0,
  );
  if (size === 0) throw missingOutput(step, `ffmpeg exited 0 but wrote no ${step} file`);
}

/** The error for a step whose output is missing or empty: the catalogue's 'Processing error'. */
export function missingOutput(step: string, detail: string): MediaError {
  return new MediaError('processing_error', `${step}: ${detail}`);
}
