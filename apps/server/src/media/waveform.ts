import { buildFfmpegArgs, WAVEFORM_SAMPLE_RATE, type FfmpegJob } from './ffmpeg.args';
import { missingOutput } from './media.output';
import type { MediaRunner } from './media.runner';

/** What the player draws: one peak (max |sample|, 0..1 of full scale, 2 decimals) per slot. */
export interface Waveform {
  sampleRate: number;
  peaksPerSecond: number;
  peaks: number[];
}

export const PEAKS_PER_SECOND = 50;

export interface PeakAccumulator {
  /** Feeds raw s16le mono bytes; a chunk may end in the middle of a sample. */
  push(chunk: Buffer): void;
  finish(): Waveform;
}

/**
 * Turns a stream of samples into peaks as it arrives, keeping only the peaks: a 2-hour file
 * is 115 MB of 8 kHz samples but 360,000 numbers of peaks.
 */
export function createPeakAccumulator(
  sampleRate = WAVEFORM_SAMPLE_RATE,
  peaksPerSecond = PEAKS_PER_SECOND,
): PeakAccumulator {
  const samplesPerPeak = sampleRate / peaksPerSecond;
  const peaks: number[] = [];
  let carry: Buffer | undefined;
  let sampleIndex = 0;
  let nextBoundary = samplesPerPeak;
  let current = 0;
  let started = false;

  const close = (): void => {
    peaks.push(Math.round((current / 32768) * 100) / 100);
    current = 0;
    started = false;
  };

  return {
    push(chunk) {
      let bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
      carry = undefined;
      if (bytes.length % 2 === 1) {
        carry = bytes.subarray(bytes.length - 1);
        bytes = bytes.subarray(0, bytes.length - 1);
      }
      for (let off = 0; off < bytes.length; off += 2) {
        const v = Math.abs(bytes.readInt16LE(off));
        if (v > current) current = v;
        started = true;
        sampleIndex++;
        if (sampleIndex >= nextBoundary) {
          close();
          nextBoundary += samplesPerPeak;
        }
      }
    },
    finish() {
      if (started) close();
      return { sampleRate, peaksPerSecond, peaks };
    },
  };
}

export interface WaveformOptions {
  runner: Pick<MediaRunner, 'run'>;
  signal?: AbortSignal;
  durationSec?: number;
  onProgress?: (fraction: number) => void;
  peaksPerSecond?: number;
  /** ffprobe's format_name of the input when known (the ingest passes 'wav', its own audio). */
  container?: string;
}

/**
 * Decodes the first audio stream once into the 16 kHz transcription WAV at `output` and the
 * waveform's peaks. The WAV is the caller's to check; a decode that yields no samples leaves
 * `waveform` undefined.
 */
export async function decodeAudioAndWaveform(
  input: string,
  output: string,
  opts: WaveformOptions,
): Promise<{ waveform?: Waveform }> {
  const job = {
    type: 'audio',
    input,
    output,
    container: opts.container,
    waveformSampleRate: WAVEFORM_SAMPLE_RATE,
  } as const;
  const waveform = await streamPeaks(job, opts);
  return waveform.peaks.length > 0 ? { waveform } : {};
}

/** Runs an ffmpeg job whose stdout is 8 kHz s16le mono and folds it into peaks as it arrives. */
async function streamPeaks(job: FfmpegJob, opts: WaveformOptions): Promise<Waveform> {
  const acc = createPeakAccumulator(WAVEFORM_SAMPLE_RATE, opts.peaksPerSecond ?? PEAKS_PER_SECOND);
  await opts.runner.run(buildFfmpegArgs(job, { progress: !!opts.onProgress }), {
    signal: opts.signal,
    durationSec: opts.durationSec,
    onProgress: opts.onProgress,
    onStdout: (chunk) => acc.push(chunk),
  });
  return acc.finish();
}

/** Decodes the first audio stream to 8 kHz mono and streams it into peaks. */
export async function computeWaveform(input: string, opts: WaveformOptions): Promise<Waveform> {
  const waveform = await streamPeaks(
    { type: 'waveform', input, sampleRate: WAVEFORM_SAMPLE_RATE, container: opts.container },
    opts,
  );
  // ffmpeg exits 0 on an audio stream that decodes to nothing; an empty waveform is no waveform.
  if (waveform.peaks.length === 0) throw missingOutput('waveform', 'ffmpeg wrote no samples');
  return waveform;
}
