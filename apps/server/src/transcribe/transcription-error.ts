/**
 * Error codes from the spec's catalogue (§8) that transcription can produce;
 * `engine_failed` is ours and maps to the catalogue's "Processing error".
 */
export type TranscriptionErrorCode =
  | 'no_speech_detected'
  | 'not_enough_speech'
  | 'low_confidence'
  | 'language_not_supported'
  | 'language_identification_failed'
  | 'unexpected_language'
  | 'engine_failed';

/** An expected failure the source's error state shows to the user by its code. */
export class TranscriptionError extends Error {
  constructor(
    readonly code: TranscriptionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranscriptionError';
  }
}

/** The error an aborted transcription rejects with, shaped like fetch's. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  const err = new Error('Transcription was cancelled', { cause: reason });
  err.name = 'AbortError';
  return err;
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError(signal);
}
