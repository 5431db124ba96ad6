import { CHUNK_ABOVE_SEC, planChunks, transcribeInChunks, type ChunkingOptions } from './chunking';
import { checkSpeech, type SpeechCheck } from './speech-checks';
import { TranscriptionError } from './transcription-error';
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

/**
 * Voice detection → chunks cut in silences → engine → speech checks. Expected
 * outcomes (no speech, unsupported language…) come back in `check`; only engine
 * failures and cancellation throw.
 */
export async function transcribeAudio(input: TranscribeAudioInput): Promise<TranscribeAudioOutput> {
  const { engine, wavPath, signal, language } = input;
  const report = input.onProgress ?? (() => undefined);
  const durationSec = input.durationSec ?? (await readWavInfo(wavPath)).durationSec;
  const long = durationSec > (input.chunking?.chunkAboveSec ?? CHUNK_ABOVE_SEC);
  // Long recordings need silences to cut in even when no detector was given.
  const vad = input.vad ?? (long ? createEnergyDetector() : undefined);
  const speech = vad ? await vad.detect(wavPath, { signal, onProgress: (f) => report(f * VAD_SHARE) }) : undefined;
  const base = speech ? VAD_SHARE : 0;
  const empty: TranscriptionResult = {
    language: language === 'auto' ? 'unknown' : language,
    words: [],
    engine: engine.name,
  };

  // Silero finding no voice at all is reliable, and whisper invents text on silence.
  if (speech?.detector === 'silero' && speech.regions.length === 0) {
    report(1);
    return {
      result: empty,
      check: { ok: false, code: 'no_speech_detected', reason: 'voice detection found no speech' },
      speech,
    };
  }

  let result: TranscriptionResult;
  try {
    result = await transcribeInChunks({
      engine,
      wavPath,
      chunks: planChunks(durationSec, speech?.silences ?? [], input.chunking),
      tmpDir: input.tmpDir,
      language,
      signal,
      onProgress: (f) => report(base + f * (1 - base)),
    });
  } catch (err) {
    if (
      err instanceof TranscriptionError &&
      (err.code === 'language_not_supported' || err.code === 'language_identification_failed')
    ) {
      report(1);
      return { result: empty, check: { ok: false, code: 'language_not_supported', reason: err.message }, speech };
    }
    throw err;
  }
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
