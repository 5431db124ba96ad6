import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TimeSpan } from './speech-regions';
import { throwIfAborted } from './transcription-error';
import type { TranscriptionEngine, TranscriptionLanguage, TranscriptionResult, Word } from './transcribe.types';
import { readWavInfo, writeWavSlice } from './wav';

export interface ChunkingOptions {
  /** Audio up to this long goes to the engine in one piece. */
  chunkAboveSec?: number;
  /** Longest chunk; cuts fall in silences before this. */
  maxChunkSec?: number;
}

export const CHUNK_ABOVE_SEC = 10 * 60;
export const MAX_CHUNK_SEC = 5 * 60;
/** Silence kept in front of the speech that opens a chunk. */
const LEAD_IN_SEC = 1;

/**
 * Splits [0, duration) into chunks no longer than `maxChunkSec`, each cut in a silence:
 * the longest silence in the second half of the window, else the latest one, else a
 * hard cut (continuous speech for five minutes). The cut sits a second before speech
 * resumes rather than mid-silence, since a chunk that opens on a long silence
 * throws off the decoders' noise estimate.
 */
export function planChunks(
  durationSec: number,
  silences: readonly TimeSpan[],
  options: ChunkingOptions = {},
): TimeSpan[] {
  const chunkAbove = options.chunkAboveSec ?? CHUNK_ABOVE_SEC;
  const maxChunk = options.maxChunkSec ?? MAX_CHUNK_SEC;
  if (durationSec <= chunkAbove) return [{ start: 0, end: durationSec }];

  const chunks: TimeSpan[] = [];
  let cursor = 0;
  while (durationSec - cursor > maxChunk) {
    const limit = cursor + maxChunk;
    const inWindow = silences
      .filter((s) => s.start < limit && s.end > cursor)
      .map((s) => ({
        cut: Math.min(limit, Math.max((s.start + s.end) / 2, s.end - LEAD_IN_SEC)),
        length: s.end - s.start,
      }))
      .filter((s) => s.cut > cursor);
    const secondHalf = inWindow.filter((s) => s.cut >= cursor + maxChunk / 2);
    const best = secondHalf.length
      ? secondHalf.reduce((a, b) => (b.length > a.length ? b : a))
      : inWindow.reduce<{ cut: number } | undefined>((a, b) => (!a || b.cut > a.cut ? b : a), undefined);
    const cut = best ? best.cut : limit;
    chunks.push({ start: cursor, end: cut });
    cursor = cut;
  }
  chunks.push({ start: cursor, end: durationSec });
  return chunks;
}

/** Moves chunk-relative word times onto the whole file's clock. */
export function offsetWords(words: readonly Word[], offsetSec: number): Word[] {
  return words.map((w) => ({ ...w, start: w.start + offsetSec, end: w.end + offsetSec }));
}

export interface ChunkedTranscription {
  engine: TranscriptionEngine;
  wavPath: string;
  chunks: readonly TimeSpan[];
  /** Chunk WAVs are written here and removed as soon as they are transcribed. */
  tmpDir: string;
  language: TranscriptionLanguage;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * Transcribes chunk by chunk, copying each chunk's bytes out of the WAV so memory
 * stays flat on hours of audio. With 'auto', the language the first chunk with
 * words was heard in is kept for the rest, so one file gets one language.
 */
export async function transcribeInChunks(job: ChunkedTranscription): Promise<TranscriptionResult> {
  const { engine, wavPath, chunks, tmpDir, signal, onProgress } = job;
  if (chunks.length === 1 && chunks[0]!.start === 0) {
    return engine.transcribe(wavPath, { language: job.language, signal, onProgress });
  }
  const info = await readWavInfo(wavPath);
  const total = chunks.reduce((sum, c) => sum + (c.end - c.start), 0) || 1;
  const dir = join(tmpDir, `transcribe-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  const words: Word[] = [];
  let language = job.language;
  let detected: Pick<TranscriptionResult, 'language' | 'languageConfidence'> | undefined;
  let done = 0;
  try {
    for (const [index, chunk] of chunks.entries()) {
      throwIfAborted(signal);
      const chunkPath = join(dir, `chunk-${index}.wav`);
      await writeWavSlice(wavPath, info, chunk.start, chunk.end, chunkPath);
      const length = chunk.end - chunk.start;
      try {
        const result = await engine.transcribe(chunkPath, {
          language,
          signal,
          onProgress: (f) => onProgress?.(Math.min(1, (done + f * length) / total)),
        });
        words.push(...offsetWords(result.words, chunk.start));
        if (!detected && result.words.length > 0) {
          detected = { language: result.language, languageConfidence: result.languageConfidence };
          if (language === 'auto' && result.language !== 'unknown') language = result.language;
        }
      } finally {
        await rm(chunkPath, { force: true });
      }
      done += length;
      onProgress?.(Math.min(1, done / total));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return {
    language: detected?.language ?? (job.language === 'auto' ? 'unknown' : job.language),
    ...(detected?.languageConfidence !== undefined ? { languageConfidence: detected.languageConfidence } : {}),
    words,
    engine: engine.name,
  };
}
