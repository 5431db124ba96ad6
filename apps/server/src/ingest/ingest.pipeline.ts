import type { Logger } from 'pino';
import type { Word } from '@otto/shared/transcript';
import type { MediaRunner } from '../media/media.runner';
import { prepareSourceMedia } from '../media/media.pipeline';
import type { SourcePatch, SourceRow } from '../sources/sources.repo';
import { formatObjectUri, mediaKeys } from '../storage/storage.keys';
import type { ObjectStorage } from '../storage/storage';
import { transcribeAudio } from '../transcribe/transcribe.service';
import type { TranscriptionEngine } from '../transcribe/transcribe.types';
import type { VoiceActivityDetector } from '../transcribe/vad';
import { TranscriptionError } from '../transcribe/transcription-error';

export interface IngestOutcome {
  sourcePatch: SourcePatch;
  transcript: { language: string; engine: string; words: Word[]; confidence: number | null };
}

/** Share of the ingest progress bar each step takes: media work is quick, transcription is not. */
const mediaShare = 0.3;

/** The pipeline order, written once: media preparation, derived files to storage, transcription. */
export async function runIngestPipeline(opts: {
  input: string;
  workDir: string;
  source: SourceRow;
  language: string;
  runner: MediaRunner;
  engine: TranscriptionEngine;
  vad?: VoiceActivityDetector;
  storage: ObjectStorage;
  logger: Logger;
  onProgress(fraction: number): void;
  /** The original's facts as soon as it is probed, so its duration shows before the import ends. */
  onInspected?: (patch: Pick<SourcePatch, 'durationMs' | 'mediaInfo'>) => Promise<void>;
  signal?: AbortSignal;
}): Promise<IngestOutcome> {
  const { source, storage } = opts;
  const prepared = await prepareSourceMedia({
    input: opts.input,
    workDir: opts.workDir,
    kind: source.type === 'audio' ? 'audio' : 'video',
    runner: opts.runner,
    signal: opts.signal,
    logger: opts.logger,
    onProgress: (f) => opts.onProgress(f * mediaShare),
    onInspected: (info) => opts.onInspected?.({ durationMs: Math.round(info.durationSec * 1000), mediaInfo: info }),
  });

  const keys = {
    audio: mediaKeys.audio(source.projectId, source.id),
    waveform: mediaKeys.waveform(source.projectId, source.id),
    thumbnail: mediaKeys.thumbnail(source.projectId, source.id),
    proxy: mediaKeys.proxy(source.projectId, source.id),
  };
  await storage.upload(keys.audio.bucket, keys.audio.key, prepared.audioPath, 'audio/wav');
  if (prepared.waveform)
    await storage.put(
      keys.waveform.bucket,
      keys.waveform.key,
      Buffer.from(JSON.stringify(prepared.waveform)),
      'application/json',
    );
  if (prepared.thumbnailsPath)
    await storage.upload(keys.thumbnail.bucket, keys.thumbnail.key, prepared.thumbnailsPath, 'image/jpeg');
  let transcodedFileUri: string | null = null;
  if (prepared.proxyPath) {
    await storage.upload(keys.proxy.bucket, keys.proxy.key, prepared.proxyPath, 'video/mp4');
    transcodedFileUri = formatObjectUri(keys.proxy.bucket, keys.proxy.key);
  }

  const durationSec = prepared.info.durationSec;
  const { result, check } = await transcribeAudio({
    engine: opts.engine,
    vad: opts.vad,
    wavPath: prepared.audioPath,
    tmpDir: opts.workDir,
    durationSec,
    language: opts.language,
    signal: opts.signal,
    onProgress: (f) => opts.onProgress(mediaShare + f * (1 - mediaShare)),
  });
  if (!check.ok) throw new TranscriptionError(check.code, `transcript check failed: ${check.code}`);

  const confidences = result.words.map((w) => w.confidence);
  return {
    sourcePatch: {
      durationMs: Math.round(durationSec * 1000),
      mediaInfo: prepared.info,
      audioUri: formatObjectUri(keys.audio.bucket, keys.audio.key),
      // Waveform and thumbnails are best-effort: a source without them plays and edits all the same.
      waveformUri: prepared.waveform ? formatObjectUri(keys.waveform.bucket, keys.waveform.key) : null,
      thumbnailsUri: prepared.thumbnailsPath ? formatObjectUri(keys.thumbnail.bucket, keys.thumbnail.key) : null,
      transcodedFileUri,
    },
    transcript: {
      language: result.language,
      engine: result.engine,
      words: result.words,
      confidence: confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null,
    },
  };
}
