import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDecodable } from './decode-check';
import { buildFfmpegArgs, lavfi, needsProxy, proxyExtension, QUIET_OVERWRITE } from './ffmpeg.args';
import { MediaProcessError } from './exec-media';
import { expectOutput, missingOutput } from './media.output';
import type { MediaRunner } from './media.runner';
import { MediaError, type MediaInfo, type MediaKind, type MediaLogger } from './media.types';
import { validateMedia } from './media.validate';
import { makePoster, makeThumbnailStrip } from './previews';
import { decodeAudioAndWaveform, type Waveform } from './waveform';

export interface PrepareSourceMediaInput {
  /** Local path of the original (the caller fetched it from storage). */
  input: string;
  /** Where the outputs go; the caller uploads them and removes the folder. */
  workDir: string;
  kind: MediaKind;
  runner: MediaRunner;
  onProgress?: (fraction: number) => void;
  /** Called once the original is probed and valid, before the slow steps: its duration is known from here. */
  onInspected?: (info: MediaInfo) => Promise<void> | void;
  signal?: AbortSignal;
  maxDurationSec?: number;
  maxFileSizeBytes?: number;
  /** B-roll: a video without an audio stream is accepted, with silence as its audio. */
  audioOptional?: boolean;
  /** Hears about the best-effort steps that were skipped. */
  logger?: Pick<MediaLogger, 'warn'>;
}

export interface PreparedMedia {
  info: MediaInfo;
  /** Only when the browser cannot play the original. */
  proxyPath?: string;
  /** 16 kHz mono WAV for transcription. */
  audioPath: string;
  /** Best-effort, like the pictures: missing when ffmpeg could not make it. */
  waveform?: Waveform;
  /** Thumbnail strip and poster exist only for video sources, and only when ffmpeg could make them. */
  thumbnailsPath?: string;
  thumbnailCount?: number;
  posterPath?: string;
}

export interface InspectOptions {
  kind: MediaKind;
  runner: Pick<MediaRunner, 'probe' | 'ffprobe'>;
  signal?: AbortSignal;
  maxDurationSec?: number;
  maxFileSizeBytes?: number;
  /** B-roll: a video without an audio stream is accepted, with silence as its audio. */
  audioOptional?: boolean;
}

/**
 * Everything that can be said about a file without transcoding it: probe, validate against
 * the spec's rules, and check that the declared duration is really there. Returns the
 * probe result, or throws MediaError with the code the source ends in.
 */
export async function inspectSourceMedia(input: string, opts: InspectOptions): Promise<MediaInfo> {
  const { kind, runner, signal } = opts;
  const probed = await runner.probe(input, { signal });
  if (!probed.ok) throw new MediaError(probed.errorCode, probed.detail);
  const info = probed.info;
  const problem = validateMedia(info, {
    kind,
    maxDurationSec: opts.maxDurationSec,
    maxFileSizeBytes: opts.maxFileSizeBytes,
    audioOptional: opts.audioOptional,
  })[0];
  if (problem) throw new MediaError(problem.code, problem.detail);
  const check = await checkDecodable(input, info, { ffprobe: (a, o) => runner.ffprobe(a, o), signal });
  if (!check.complete) {
    // The catalogue's 'Video processing error' says "corrupted or incomplete": this is the latter.
    throw new MediaError(
      'moov_atom_not_found',
      `incomplete file: about ${check.readableSec ?? 0} s of the declared ${info.durationSec} s can be read`,
    );
  }
  return info;
}

/** About one thumbnail every 10 s, at least 10 and at most 100 per strip. */
export function thumbnailCountFor(durationSec: number): number {
  return Math.min(100, Math.max(10, Math.round(durationSec / 10)));
}

type StepRun = (onProgress: (fraction: number) => void) => Promise<void>;

interface Step {
  /** Share of the whole run, by how long the step usually takes. */
  weight: number;
  run: StepRun;
}

export type PreparedAudio = Pick<PreparedMedia, 'info' | 'audioPath' | 'waveform'>;
export type PreparedPictures = Omit<PreparedMedia, 'info' | 'audioPath' | 'waveform'>;

/** Removes what a failed phase wrote and maps ffmpeg failures to the catalogue's code. */
async function cleanUpAfter<T>(written: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    if (err instanceof MediaProcessError) throw new MediaError('processing_error', err.message);
    throw err;
  }
}

/**
 * What transcription waits for: inspect (probe, validate, partial-file check), then one ffmpeg
 * decode writing the 16 kHz WAV (required: MediaError when missing) and the waveform's peaks
 * (best-effort: left out with a warning). On failure workDir is left as it was.
 */
export function prepareSourceAudio(opts: PrepareSourceMediaInput): Promise<PreparedAudio> {
  const { input, kind, runner, signal } = opts;
  const report = opts.onProgress ?? (() => {});
  const audioPath = join(opts.workDir, 'audio.wav');
  return cleanUpAfter([audioPath], async () => {
    const info = await inspectSourceMedia(input, {
      kind,
      runner,
      signal,
      maxDurationSec: opts.maxDurationSec,
      maxFileSizeBytes: opts.maxFileSizeBytes,
      audioOptional: opts.audioOptional,
    });
    report(0.1);
    await opts.onInspected?.(info);
    if (!info.audio) {
      // Silent footage: the transcriber gets silence of the same length, and there is no waveform.
      await runner.run(silentWavArgs(audioPath, info.durationSec), { signal });
      await expectOutput(audioPath, 'audio');
      report(1);
      return { info, audioPath };
    }
    const { waveform } = await decodeAudioAndWaveform(input, audioPath, {
      runner,
      signal,
      container: info.container,
      durationSec: info.durationSec,
      onProgress: (f) => report(0.1 + 0.9 * f),
    });
    await expectOutput(audioPath, 'audio');
    if (!waveform)
      opts.logger?.warn(
        { err: missingOutput('waveform', 'ffmpeg wrote no samples'), step: 'waveform' },
        'waveform skipped: the import goes on without it',
      );
    report(1);
    return { info, audioPath, ...(waveform ? { waveform } : {}) };
  });
}

/** Mono 16 kHz silence as long as the footage: its audio when it has none. */
export const silentWavArgs = (path: string, durationSec: number): string[] => [
  ...QUIET_OVERWRITE,
  ...lavfi('anullsrc=r=16000:cl=mono', '-t', String(Math.max(0.1, Math.round(durationSec * 1000) / 1000))),
  '-c:a',
  'pcm_s16le',
  path,
];

/**
 * The pictures and the playable copy, which nothing else waits for: thumbnails/poster (video
 * only, best-effort: left out with a warning) and the proxy (only when the browser cannot play
 * the original; required). On failure the outputs this phase wrote are removed.
 */
export function prepareSourcePictures(opts: PrepareSourceMediaInput & { info: MediaInfo }): Promise<PreparedPictures> {
  const { input, workDir, runner, signal, info } = opts;
  const report = opts.onProgress ?? (() => {});
  const written: string[] = [];
  return cleanUpAfter(written, async () => {
    const durationSec = info.durationSec;
    const container = info.container;
    const fieldOrder = info.video?.fieldOrder;
    const out = (name: string): string => {
      const path = join(workDir, name);
      written.push(path);
      return path;
    };
    const result: PreparedPictures = {};
    /** A step the import does without: its failure is logged and its partial output removed. */
    const bestEffort =
      (step: string, output: string, run: StepRun): StepRun =>
      async (onProgress) => {
        try {
          await run(onProgress);
        } catch (error) {
          if (signal?.aborted) throw error;
          opts.logger?.warn({ err: error, step }, `${step} skipped: the import goes on without it`);
          await rm(output, { force: true });
        }
      };

    const steps: Step[] = [];
    if (info.video) {
      const count = thumbnailCountFor(durationSec);
      const thumbnailsPath = out('thumbnails.jpg');
      const posterPath = out('poster.jpg');
      steps.push({
        weight: 0.15,
        run: bestEffort('thumbnails', thumbnailsPath, async (onProgress) => {
          await makeThumbnailStrip(
            { input, output: thumbnailsPath, durationSec, count, container, fieldOrder },
            { runner, signal, onProgress },
          );
          Object.assign(result, { thumbnailsPath, thumbnailCount: count });
        }),
      });
      steps.push({
        weight: 0.03,
        run: bestEffort('poster', posterPath, async () => {
          await makePoster({ input, output: posterPath, durationSec, container, fieldOrder }, { runner, signal });
          result.posterPath = posterPath;
        }),
      });
    }
    if (needsProxy(info)) {
      const proxyPath = out(`proxy.${proxyExtension(info)}`);
      steps.push({
        weight: 0.6,
        run: async (onProgress) => {
          await runner.run(buildFfmpegArgs({ type: 'proxy', input, output: proxyPath, info }, { progress: true }), {
            signal,
            durationSec,
            onProgress,
          });
          await expectOutput(proxyPath, 'proxy');
          result.proxyPath = proxyPath;
        },
      });
    }

    const total = steps.reduce((sum, s) => sum + s.weight, 0);
    let done = 0;
    for (const step of steps) {
      await step.run((f) => report((done + f * step.weight) / total));
      done += step.weight;
    }
    report(1);
    return result;
  });
}

/** Share of prepareSourceMedia's progress the audio phase takes (its decode is quick next to pictures). */
const AUDIO_SHARE = 0.25;

/**
 * The ingest's media half, in order: prepareSourceAudio, then prepareSourcePictures. The ingest
 * runs the two phases itself, pictures beside transcription; this is both, one after the other.
 * On any failure the outputs already written are removed, so workDir is as it was.
 */
export async function prepareSourceMedia(opts: PrepareSourceMediaInput): Promise<PreparedMedia> {
  const report = opts.onProgress ?? (() => {});
  const audio = await prepareSourceAudio({ ...opts, onProgress: (f) => report(f * AUDIO_SHARE) });
  const pictures = await prepareSourcePictures({
    ...opts,
    info: audio.info,
    onProgress: (f) => report(AUDIO_SHARE + (1 - AUDIO_SHARE) * f),
  }).catch(async (err: unknown) => {
    await rm(audio.audioPath, { force: true });
    throw err;
  });
  return { ...audio, ...pictures };
}
