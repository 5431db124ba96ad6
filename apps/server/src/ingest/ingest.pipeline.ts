import type { Logger } from 'pino';
import type { Word } from '@otto/shared/transcript';
import type { MediaRunner } from '../media/media.runner';
import { prepareSourceAudio, prepareSourcePictures } from '../media/media.pipeline';
import type { SourcePatch, SourceRow } from '../sources/sources.repo';
import { formatObjectUri, mediaKeys } from '../storage/storage.keys';
import type { ObjectStorage } from '../storage/storage';
import { withSpeakers } from '../transcribe/diarize/diarize';
import { transcribeAudio } from '../transcribe/transcribe.service';
import type { TranscriptionEngine } from '../transcribe/transcribe.types';
import type { VoiceActivityDetector } from '../transcribe/vad';
import { TranscriptionError } from '../transcribe/transcription-error';
import { combineProgress } from './ingest.progress';

export interface IngestOutcome {
  sourcePatch: SourcePatch;
  transcript: { language: string; engine: string; words: Word[]; confidence: number | null };
}

/**
 * Shares of the ingest progress bar: the audio decode is quick, pictures run beside
 * transcription, transcription takes most of the time, and telling the speakers apart
 * afterwards is a small fraction of it.
 */
const PROGRESS_WEIGHTS = { audio: 0.05, pictures: 0.15, transcript: 0.77, speakers: 0.03 };

/**
 * The pipeline order, written once: inspect and decode the audio (the 16 kHz WAV and the
 * waveform in one ffmpeg run); then transcription (and its speakers) and the pictures (thumbnails, poster, proxy
 * when needed) side by side, each uploading what it made. The first of the two to fail stops
 * the other.
 */
export async function runIngestPipeline(opts: {
  input: string;
  workDir: string;
  source: SourceRow;
  language: string;
  /** The project's names and terms, for the transcriber. */
  vocabulary?: readonly string[];
  runner: MediaRunner;
  engine: TranscriptionEngine;
  vad?: VoiceActivityDetector;
  storage: ObjectStorage;
  logger: Logger;
  onProgress(fraction: number): void;
  /**
   * B-roll and multicam cameras (not the main audio): the words are not used. Silence, music, no
   * sound track or a failed transcription end in an empty transcript instead of failing the file.
   */
  speechOptional?: boolean;
  /** The original's facts as soon as it is probed, so its duration shows before the import ends. */
  onInspected?: (patch: Pick<SourcePatch, 'durationMs' | 'mediaInfo'>) => Promise<void>;
  signal?: AbortSignal;
}): Promise<IngestOutcome> {
  const { source, storage } = opts;
  const progress = combineProgress(PROGRESS_WEIGHTS, (f) => opts.onProgress(f));
  const media = {
    input: opts.input,
    workDir: opts.workDir,
    kind: source.type === 'audio' ? ('audio' as const) : ('video' as const),
    runner: opts.runner,
    logger: opts.logger,
    audioOptional: opts.speechOptional,
  };
  const audio = await prepareSourceAudio({
    ...media,
    signal: opts.signal,
    onProgress: progress.audio,
    onInspected: (info) => opts.onInspected?.({ durationMs: Math.round(info.durationSec * 1000), mediaInfo: info }),
  });
  const durationSec = audio.info.durationSec;
  const keys = {
    audio: mediaKeys.audio(source.projectId, source.id),
    waveform: mediaKeys.waveform(source.projectId, source.id),
    thumbnail: mediaKeys.thumbnail(source.projectId, source.id),
    proxy: mediaKeys.proxy(source.projectId, source.id),
  };

  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  const pictures = async () => {
    const prepared = await prepareSourcePictures({ ...media, info: audio.info, signal, onProgress: progress.pictures });
    if (prepared.thumbnailsPath)
      await storage.upload(keys.thumbnail.bucket, keys.thumbnail.key, prepared.thumbnailsPath, 'image/jpeg');
    if (prepared.proxyPath) await storage.upload(keys.proxy.bucket, keys.proxy.key, prepared.proxyPath, 'video/mp4');
    return prepared;
  };
  // The WAV and the waveform go to storage beside transcription, which starts at once.
  const uploads = async () => {
    await storage.upload(keys.audio.bucket, keys.audio.key, audio.audioPath, 'audio/wav');
    if (audio.waveform) {
      const json = Buffer.from(JSON.stringify(audio.waveform));
      await storage.put(keys.waveform.bucket, keys.waveform.key, json, 'application/json');
    }
    return true;
  };
  const transcribe = async () => {
    const { result, check } = await transcribeAudio({
      engine: opts.engine,
      vad: opts.vad,
      wavPath: audio.audioPath,
      tmpDir: opts.workDir,
      durationSec,
      language: opts.language,
      vocabulary: opts.vocabulary,
      signal,
      onProgress: progress.transcript,
    });
    // Every word gets its speaker from the same 16 kHz audio; a failed check has no words to label.
    const words = check.ok ? await withSpeakers(audio.audioPath, result.words, signal) : result.words;
    progress.speakers(1);
    return { result: { ...result, words }, check };
  };
  const transcript = !opts.speechOptional
    ? transcribe
    : async () => {
        const heard = await transcribe().catch((error: unknown) => {
          if (signal.aborted || !(error instanceof TranscriptionError)) throw error;
          return undefined;
        });
        if (heard?.check.ok) return heard;
        opts.logger.info(
          { sourceId: source.id, check: heard?.check },
          'no speech in a file whose words are not used (b-roll, multicam camera): kept without transcript',
        );
        return {
          result: {
            words: [],
            language: heard?.result.language ?? opts.language,
            engine: heard?.result.engine ?? opts.engine.name,
          },
          check: { ok: true as const },
        };
      };
  // The first failure is the one to report; the other tasks are stopped and awaited, so nothing
  // still writes into workDir when the caller removes it.
  let failure: { error: unknown } | undefined;
  const settle = <T>(task: () => Promise<T>): Promise<T | undefined> =>
    task().catch((error: unknown) => {
      failure ??= { error };
      stop.abort();
      return undefined;
    });
  const [prepared, uploaded, transcribed] = await Promise.all([settle(pictures), settle(uploads), settle(transcript)]);
  if (failure) throw failure.error;
  if (!prepared || !uploaded || !transcribed) throw new Error('ingest ended without its outputs');
  // A transcript that fails its checks is an outcome, not a failure: the pictures were still made and stored.
  const { result, check } = transcribed;
  if (!check.ok) throw new TranscriptionError(check.code, `transcript check failed: ${check.code}`);

  const confidences = result.words.map((w) => w.confidence);
  return {
    sourcePatch: {
      durationMs: Math.round(durationSec * 1000),
      mediaInfo: audio.info,
      audioUri: formatObjectUri(keys.audio.bucket, keys.audio.key),
      // Waveform and thumbnails are best-effort: a source without them plays and edits all the same.
      waveformUri: audio.waveform ? formatObjectUri(keys.waveform.bucket, keys.waveform.key) : null,
      thumbnailsUri: prepared.thumbnailsPath ? formatObjectUri(keys.thumbnail.bucket, keys.thumbnail.key) : null,
      transcodedFileUri: prepared.proxyPath ? formatObjectUri(keys.proxy.bucket, keys.proxy.key) : null,
    },
    transcript: {
      language: result.language,
      engine: result.engine,
      words: result.words,
      confidence: confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null,
    },
  };
}
