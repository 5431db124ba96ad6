import { CHUNK_ABOVE_SEC, chunkingFor, planChunks, transcribeInChunks, type ChunkingOptions } from './chunking';
import { checkSpeech, type SpeechCheck } from './speech-checks';
import { abortError, TranscriptionError } from './transcription-error';
import type { TranscriptionEngine, TranscriptionLanguage, TranscriptionResult } from './transcribe.types';
import { createEnergyDetector, type SpeechAnalysis, type VoiceActivityDetector } from './vad';
import { readWavInfo } from './wav';
import { toWordTimeline } from './word-timeline.fns';
import { withQuietGaps } from './quiet-gaps';

export interface TranscribeAudioInput {
  engine: TranscriptionEngine;
  /** 16 kHz mono s16le WAV extracted by the media layer. */
  wavPath: string;
  /** From the probe; read from the WAV header when omitted. */
  durationSec?: number;
  language: TranscriptionLanguage;
  /** The project's names and terms. */
  vocabulary?: readonly string[];
  /** Chunk WAVs of long recordings go here and are removed as they are done. */
  tmpDir: string;
  /** Finds speech and silences; long recordings are cut in those silences. */
  vad?: VoiceActivityDetector;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  chunking?: ChunkingOptions;
}

export interface TranscribeAudioOutput {
  result: TranscriptionResult;
  /** ok, or the catalogue code the source's error shows. */
  check: SpeechCheck;
  /** Speech regions, silences and speech ratio, kept for analysis. */
  speech?: SpeechAnalysis;
}

/** Voice detection is quick next to recognition: it gets this share of the progress bar. */
const VAD_SHARE = 0.05;

/** Silero finding no voice at all is reliable, and whisper invents text on silence. */
const foundNoVoice = (speech: SpeechAnalysis | undefined): boolean =>
  speech?.detector === 'silero' && speech.regions.length === 0;

/**
 * Voice detection → chunks cut in silences → engine → speech checks. Expected
 * outcomes (no speech, unsupported language…) come back in `check`; only engine
 * failures and cancellation throw. When the engine decodes chunks side by side, the
 * chunks are cut in the silences loudness finds (a fraction of a second) and the slower
 * voice detection runs beside the decoders instead of before them; finding no voice
 * stops them.
 */
export async function transcribeAudio(input: TranscribeAudioInput): Promise<TranscribeAudioOutput> {
  const { engine, wavPath, signal, language } = input;
  const report = input.onProgress ?? (() => undefined);
  const durationSec = input.durationSec ?? (await readWavInfo(wavPath)).durationSec;
  const concurrency = Math.max(1, engine.concurrency ?? 1);
  const chunking = chunkingFor(durationSec, concurrency, input.chunking);
  const long = durationSec > (chunking.chunkAboveSec ?? CHUNK_ABOVE_SEC);
  // Long recordings need silences to cut in even when no detector was given.
  const vad = input.vad ?? (long ? createEnergyDetector() : undefined);
  const beside = long && concurrency > 1 && vad !== undefined && vad.name !== 'energy' ? vad : undefined;
  const planner = beside ? createEnergyDetector() : vad;
  const planned = planner
    ? await planner.detect(wavPath, { signal, onProgress: (f) => report(f * VAD_SHARE) })
    : undefined;
  const base = planned ? VAD_SHARE : 0;
  const empty: TranscriptionResult = {
    language: language === 'auto' ? 'unknown' : language,
    words: [],
    engine: engine.name,
  };
  const noSpeech = (speech: SpeechAnalysis): TranscribeAudioOutput => {
    report(1);
    return {
      result: empty,
      check: { ok: false, code: 'no_speech_detected', reason: 'voice detection found no speech' },
      speech,
    };
  };
  if (planned && foundNoVoice(planned)) return noSpeech(planned);

  const stop = new AbortController();
  const detection = beside
    ? beside
        // Beside the decoders, the detector only has to tell whether anyone speaks: it stops at the first voice.
        .detect(wavPath, { signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal, untilSpeech: true })
        .then((speech) => {
          if (foundNoVoice(speech)) stop.abort();
          return speech;
        })
        // Settled either way, so a failed decoder never leaves it rejecting unheard.
        .catch((error: unknown) => ({ error }))
    : undefined;
  /** The detector's analysis when it found no voice (a whole scan); else the loudness one is the fuller map. */
  const detected = async (): Promise<SpeechAnalysis | undefined> => {
    const outcome = await detection;
    return outcome && !('error' in outcome) && foundNoVoice(outcome) ? outcome : undefined;
  };

  let result: TranscriptionResult;
  try {
    result = await transcribeInChunks({
      engine,
      wavPath,
      chunks: planChunks(durationSec, planned?.silences ?? [], chunking),
      tmpDir: input.tmpDir,
      language,
      vocabulary: input.vocabulary,
      concurrency,
      signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
      onProgress: (f) => report(base + f * (1 - base)),
    });
  } catch (err) {
    if (!stop.signal.aborted) stop.abort();
    const speech = (await detected()) ?? planned;
    if (speech && foundNoVoice(speech) && !signal?.aborted) return noSpeech(speech);
    if (
      err instanceof TranscriptionError &&
      (err.code === 'language_not_supported' || err.code === 'language_identification_failed')
    ) {
      report(1);
      return { result: empty, check: { ok: false, code: 'language_not_supported', reason: err.message }, speech };
    }
    throw err;
  }
  // A detector that failed beside a finished transcript leaves the loudness analysis in its place.
  if (signal?.aborted) throw abortError(signal);
  const speech = (await detected()) ?? planned;
  if (speech && foundNoVoice(speech)) return noSpeech(speech);
  // Chunks and restarted utterances overlap: one monotonic word list, its gaps measured for cuts.
  result = { ...result, words: await withQuietGaps(wavPath, toWordTimeline(result.words)) };
  report(1);
  const check = checkSpeech({
    words: result.words,
    durationSec,
    engine: result.engine,
    requestedLanguage: language,
    detectedLanguage: result.language,
    languageConfidence: result.languageConfidence,
  });
  return { result, check, ...(speech ? { speech } : {}) };
}
