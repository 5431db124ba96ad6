import { execMedia, MediaProcessError, progressFromLine } from './exec-media';
import { probe } from './ffprobe';
import type { MediaLogger, ProbeResult } from './media.types';

export interface RunOptions {
  signal?: AbortSignal;
  /** Called with 0..1 as ffmpeg reports `out_time_us`; needs durationSec and `-progress`. */
  onProgress?: (fraction: number) => void;
  durationSec?: number;
  onStdout?: (chunk: Buffer) => void;
}

export interface MediaRunner {
  /** Runs ffmpeg; rejects with MediaProcessError (stderr tail inside) on a non-zero exit. */
  run(args: readonly string[], opts?: RunOptions): Promise<void>;
  /** Runs ffmpeg and returns its whole stdout: only for small outputs. */
  runToBuffer(args: readonly string[], opts?: Omit<RunOptions, 'onStdout'>): Promise<Buffer>;
  /** Runs ffprobe with any arguments and returns stdout; rejects on a non-zero exit. */
  ffprobe(args: readonly string[], opts?: { signal?: AbortSignal }): Promise<string>;
  /** Probes a file into MediaInfo, or says which catalogue error it ends in. */
  probe(path: string, opts?: { signal?: AbortSignal }): Promise<ProbeResult>;
}

export interface MediaRunnerDeps {
  ffmpegPath: string;
  ffprobePath: string;
  logger: MediaLogger;
  killGraceMs?: number;
}

export function createMediaRunner({ ffmpegPath, ffprobePath, logger, killGraceMs }: MediaRunnerDeps): MediaRunner {
  async function ffmpeg(args: readonly string[], opts: RunOptions, capture: boolean): Promise<Buffer> {
    const { onProgress, durationSec = 0 } = opts;
    let last = -1;
    const result = await execMedia(ffmpegPath, args, {
      signal: opts.signal,
      onStdout: opts.onStdout,
      captureStdout: capture,
      killGraceMs,
      logger,
      onLine: (line) => {
        if (!onProgress) return;
        const fraction = progressFromLine(line, durationSec);
        // ffmpeg reports several times a second; pass on only visible changes.
        if (fraction !== undefined && fraction - last >= 0.001) {
          last = fraction;
          onProgress(fraction);
        }
      },
    });
    if (result.exitCode !== 0) throw new MediaProcessError('ffmpeg', result.exitCode, result.stderrTail);
    if (onProgress && last < 1) onProgress(1);
    return result.stdout;
  }

  return {
    async run(args, opts = {}) {
      await ffmpeg(args, opts, false);
    },
    runToBuffer(args, opts = {}) {
      return ffmpeg(args, opts, true);
    },
    async ffprobe(args, opts = {}) {
      const result = await execMedia(ffprobePath, args, {
        signal: opts.signal,
        captureStdout: true,
        killGraceMs,
        logger,
      });
      if (result.exitCode !== 0) throw new MediaProcessError('ffprobe', result.exitCode, result.stderrTail);
      return result.stdout.toString('utf8');
    },
    probe(path, opts = {}) {
      return probe(path, { ffprobePath, signal: opts.signal });
    },
  };
}

/** The runner a worker job uses: the configured binaries, logging to the app's logger. */
export function mediaRunnerFromConfig(deps: {
  config: { FFMPEG_PATH: string; FFPROBE_PATH: string };
  logger: MediaLogger;
}): MediaRunner {
  return createMediaRunner({
    ffmpegPath: deps.config.FFMPEG_PATH,
    ffprobePath: deps.config.FFPROBE_PATH,
    logger: deps.logger,
  });
}
