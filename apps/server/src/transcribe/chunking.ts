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
/** With several decoders at once, recordings above this are cut so every core gets work. */
export const PARALLEL_CHUNK_ABOVE_SEC = 60;
/** Chunks per decoder: enough that one slow chunk does not leave the other cores idle at the end. */
const CHUNKS_PER_WORKER = 3;
/** Shortest window worth a decoder start (pocketsphinx loads its model in about half a second). */
const MIN_PARALLEL_CHUNK_SEC = 30;
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

/**
 * The chunking for `concurrency` decoders running side by side: a single decoder keeps the
 * given options; several cut anything over a minute into windows of about
 * duration ÷ (3 × concurrency), so the chunks spread evenly over the cores.
 */
export function chunkingFor(durationSec: number, concurrency: number, options: ChunkingOptions = {}): ChunkingOptions {
  if (concurrency <= 1) return options;
  const maxChunk = options.maxChunkSec ?? MAX_CHUNK_SEC;
  return {
    chunkAboveSec: Math.min(options.chunkAboveSec ?? CHUNK_ABOVE_SEC, PARALLEL_CHUNK_ABOVE_SEC),
    maxChunkSec: Math.min(maxChunk, Math.max(MIN_PARALLEL_CHUNK_SEC, durationSec / (concurrency * CHUNKS_PER_WORKER))),
  };
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
  vocabulary?: readonly string[];
  /** How many chunks go to the engine at once (1 when omitted). */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * Transcribes chunk by chunk, `concurrency` at a time, copying each chunk's bytes out of the
 * WAV so memory stays flat on hours of audio. With 'auto' on an engine that detects languages,
 * chunks run one at a time until one is heard with words, and that language is kept for the
 * rest, so one file gets one language. Words come back in the chunks' order. The first chunk
 * to fail stops the others.
 */
export async function transcribeInChunks(job: ChunkedTranscription): Promise<TranscriptionResult> {
  const { engine, wavPath, chunks, tmpDir, signal, onProgress } = job;
  if (chunks.length === 1 && chunks[0]!.start === 0) {
    return engine.transcribe(wavPath, { language: job.language, vocabulary: job.vocabulary, signal, onProgress });
  }
  const info = await readWavInfo(wavPath);
  const total = chunks.reduce((sum, c) => sum + (c.end - c.start), 0) || 1;
  const dir = join(tmpDir, `transcribe-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  const stop = new AbortController();
  const chunkSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const results: TranscriptionResult[] = [];
  /** Seconds of audio done per chunk; each only grows, so the sum does too. */
  const done = new Float64Array(chunks.length);
  const advance = (index: number, seconds: number): void => {
    if (seconds <= done[index]!) return;
    done[index] = seconds;
    onProgress?.(Math.min(1, done.reduce((a, b) => a + b, 0) / total));
  };
  let language = job.language;
  const detects = engine.languages === 'all' || engine.languages.length > 1;
  const languageOpen = (): boolean => language === 'auto' && detects;

  const runChunk = async (index: number): Promise<void> => {
    throwIfAborted(signal);
    const chunk = chunks[index]!;
    const chunkPath = join(dir, `chunk-${index}.wav`);
    const length = chunk.end - chunk.start;
    try {
      await writeWavSlice(wavPath, info, chunk.start, chunk.end, chunkPath);
      throwIfAborted(chunkSignal);
      const result = await engine.transcribe(chunkPath, {
        language,
        vocabulary: job.vocabulary,
        signal: chunkSignal,
        onProgress: (f) => advance(index, Math.min(1, f) * length),
      });
      results[index] = { ...result, words: offsetWords(result.words, chunk.start) };
      if (result.words.length > 0 && language === 'auto' && result.language !== 'unknown') language = result.language;
    } finally {
      await rm(chunkPath, { force: true });
    }
    advance(index, length);
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < chunks.length && !stop.signal.aborted) await runChunk(next++);
  };
  try {
    while (next < chunks.length && languageOpen()) await runChunk(next++);
    const width = Math.max(1, Math.min(job.concurrency ?? 1, chunks.length - next));
    // The first failure is the one to report; the others are the stop it caused.
    let failure: { error: unknown } | undefined;
    await Promise.all(
      Array.from({ length: width }, () =>
        worker().catch((error: unknown) => {
          failure ??= { error };
          stop.abort();
        }),
      ),
    );
    if (failure) throw failure.error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const detected = results.find((r) => r.words.length > 0);
  return {
    language: detected?.language ?? (job.language === 'auto' ? 'unknown' : job.language),
    ...(detected?.languageConfidence !== undefined ? { languageConfidence: detected.languageConfidence } : {}),
    words: results.flatMap((r) => r.words),
    engine: engine.name,
  };
}
