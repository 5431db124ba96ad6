import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDecodable } from './decode-check';
import { buildFfmpegArgs, needsProxy, proxyExtension } from './ffmpeg.args';
import { MediaProcessError, type MediaRunner } from './media.runner';
import { MediaError, type MediaInfo, type MediaKind } from './media.types';
import { validateMedia } from './media.validate';
import { computeWaveform, type Waveform } from './waveform';

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
}

export interface PreparedMedia {
  info: MediaInfo;
  /** Only when the browser cannot play the original. */
  proxyPath?: string;
  /** 16 kHz mono WAV for transcription. */
  audioPath: string;
  waveform: Waveform;
  /** Thumbnail strip and poster exist only for video sources. */
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

interface Step {
  /** Share of the whole run, by how long the step usually takes. */
  weight: number;
  run(onProgress: (fraction: number) => void): Promise<void>;
}

/**
 * The ingest's media half, in order: inspect (probe, validate, partial-file check) → audio →
 * waveform → thumbnails/poster → proxy (only when needed). Throws MediaError with a
 * catalogue code for anything the user should see; on any failure the outputs it
 * already wrote are removed, so workDir is as it was.
 */
export async function prepareSourceMedia(opts: PrepareSourceMediaInput): Promise<PreparedMedia> {
  const { input, workDir, kind, runner, signal } = opts;
  const report = opts.onProgress ?? (() => {});
  const written: string[] = [];
  try {
    const info = await inspectSourceMedia(input, {
      kind,
      runner,
      signal,
      maxDurationSec: opts.maxDurationSec,
      maxFileSizeBytes: opts.maxFileSizeBytes,
    });
    report(0.02);
    await opts.onInspected?.(info);

    const durationSec = info.durationSec;
    const container = info.container;
    const out = (name: string): string => {
      const path = join(workDir, name);
      written.push(path);
      return path;
    };
    const result: Omit<PreparedMedia, 'audioPath' | 'waveform'> = { info };
    let waveform: Waveform | undefined;
    const ffmpeg = (args: string[]) => (onProgress: (f: number) => void) =>
      runner.run(args, { signal, durationSec, onProgress });

    const steps: Step[] = [];
    const audioPath = out('audio.wav');
    steps.push({
      weight: 0.15,
      run: ffmpeg(buildFfmpegArgs({ type: 'audio', input, output: audioPath, container }, { progress: true })),
    });
    steps.push({
      weight: 0.05,
      run: async (onProgress) => {
        waveform = await computeWaveform(audioPath, { runner, signal, durationSec, onProgress, container: 'wav' });
      },
    });
    if (info.video) {
      const count = thumbnailCountFor(durationSec);
      const thumbnailsPath = out('thumbnails.jpg');
      const posterPath = out('poster.jpg');
      steps.push({
        weight: 0.15,
        run: ffmpeg(
          buildFfmpegArgs(
            { type: 'thumbnails', input, output: thumbnailsPath, durationSec, count, container },
            { progress: true },
          ),
        ),
      });
      steps.push({
        weight: 0.03,
        run: ffmpeg(buildFfmpegArgs({ type: 'poster', input, output: posterPath, durationSec, container })),
      });
      Object.assign(result, { thumbnailsPath, thumbnailCount: count, posterPath });
    }
    if (needsProxy(info)) {
      const proxyPath = out(`proxy.${proxyExtension(info)}`);
      steps.push({
        weight: 0.6,
        run: ffmpeg(buildFfmpegArgs({ type: 'proxy', input, output: proxyPath, info }, { progress: true })),
      });
      result.proxyPath = proxyPath;
    }

    const total = steps.reduce((sum, s) => sum + s.weight, 0);
    let done = 0;
    for (const step of steps) {
      await step.run((f) => report(0.02 + (0.98 * (done + f * step.weight)) / total));
      done += step.weight;
    }
    if (!waveform) throw new MediaError('processing_error', 'the waveform step did not run');
    report(1);
    return { ...result, audioPath, waveform };
  } catch (err) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    if (err instanceof MediaProcessError) throw new MediaError('processing_error', err.message);
    throw err;
  }
}
