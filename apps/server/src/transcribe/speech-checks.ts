import { sameLanguage } from './languages';
import type { EngineName, TranscriptionLanguage, Word } from './transcribe.types';

export type SpeechCheckCode =
  'no_speech_detected' | 'not_enough_speech' | 'low_confidence' | 'unexpected_language' | 'language_not_supported';

export type SpeechCheck = { ok: true } | { ok: false; code: SpeechCheckCode; reason: string };

export interface SpeechCheckInput {
  words: readonly Word[];
  durationSec: number;
  engine: EngineName;
  requestedLanguage: TranscriptionLanguage;
  detectedLanguage: string;
  /** 0..1 when the engine says how sure it is of `detectedLanguage`. */
  languageConfidence?: number;
}

/** Fewer words than this is not a transcript worth editing. */
export const MIN_WORDS = 3;
/** On recordings at least this long, speech must cover MIN_SPEECH_SHARE of them. */
export const LONG_RECORDING_SEC = 60;
export const MIN_SPEECH_SHARE = 0.02;
/** A detected language only contradicts the user when the engine is at least this sure. */
export const LANGUAGE_CONFIDENCE = 0.5;

/**
 * Mean word confidence below which the audio counts as unclear. The scales differ:
 * pocketsphinx posteriors average 0.4-0.9 on clean speech; OpenAI's exp(avg_logprob)
 * falls under 0.37 where whisper itself would retry (logprob < -1); whisper.node
 * reports no confidence, so its words carry 1 and the check never fires.
 */
export const LOW_CONFIDENCE: Record<EngineName, number> = {
  pocketsphinx: 0.2,
  openai: 0.35,
  whisper: 0,
};

/** Decides whether a transcript is usable, in the order a user would want to hear about it. */
export function checkSpeech(input: SpeechCheckInput): SpeechCheck {
  const { words, durationSec } = input;
  if (words.length === 0) return fail('no_speech_detected', 'the engine recognised no words');
  if (words.length < MIN_WORDS) return fail('not_enough_speech', `only ${words.length} word(s) recognised`);
  const spoken = words.reduce((sum, w) => sum + Math.max(0, w.end - w.start), 0);
  if (durationSec >= LONG_RECORDING_SEC && spoken / durationSec < MIN_SPEECH_SHARE) {
    return fail('not_enough_speech', `speech covers ${percent(spoken / durationSec)} of ${Math.round(durationSec)} s`);
  }
  const requested = input.requestedLanguage;
  if (
    requested !== 'auto' &&
    input.detectedLanguage !== 'unknown' &&
    !sameLanguage(requested, input.detectedLanguage) &&
    (input.languageConfidence ?? 1) >= LANGUAGE_CONFIDENCE
  ) {
    return fail('unexpected_language', `asked for '${requested}', heard '${input.detectedLanguage}'`);
  }
  const mean = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  if (mean < LOW_CONFIDENCE[input.engine]) {
    return fail(
      'low_confidence',
      `mean word confidence ${mean.toFixed(2)} is below ${LOW_CONFIDENCE[input.engine]} for ${input.engine}`,
    );
  }
  return { ok: true };
}

function fail(code: SpeechCheckCode, reason: string): SpeechCheck {
  return { ok: false, code, reason };
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
