import type { Logger } from 'pino';
import type { QuietSpan } from '@otto/shared/transcript';

/** One recognised word; times are seconds from the start of the audio the engine was given. */
export interface Word {
  text: string;
  start: number;
  end: number;
  /** 0..1; engines that report none use 1 so the confidence check never fires on them. */
  confidence: number;
  /** 1-based speaker from diarization of the audio (see diarize/). */
  speaker?: number;
  /** Quiet stretches of the gap after the word, where cuts may go (see the shared Word schema). */
  quietAfter?: QuietSpan[];
  /** The same before the first word. */
  quietBefore?: QuietSpan[];
}

export interface TranscriptionResult {
  /** ISO 639-1 code the engine decided on ('en'), or 'unknown'. */
  language: string;
  words: Word[];
  engine: EngineName;
  /** How sure the engine is of `language` (0..1) when it detected it itself. */
  languageConfidence?: number;
}

export type EngineName = 'whisper' | 'pocketsphinx' | 'openai';

/** 'auto' lets the engine detect the language; otherwise an ISO 639-1 code ('en', 'fr', 'en-US'). */
export type TranscriptionLanguage = 'auto' | (string & {});

export interface TranscribeOptions {
  language: TranscriptionLanguage;
  /** Names and terms the speakers use (the project's vocabulary): spelled as given when heard. */
  vocabulary?: readonly string[];
  signal?: AbortSignal;
  /** Fraction 0..1 of the audio done. */
  onProgress?: (fraction: number) => void;
}

export interface TranscriptionEngine {
  readonly name: EngineName;
  readonly languages: 'all' | readonly string[];
  /**
   * How many `transcribe` calls may run at once; long recordings are cut into about three
   * chunks per call. 1 when omitted, and for engines that already use every core (whisper).
   */
  readonly concurrency?: number;
  /** `wavPath` is always 16 kHz mono s16le WAV. */
  transcribe(wavPath: string, options: TranscribeOptions): Promise<TranscriptionResult>;
  /** Frees native resources (whisper context); safe to call twice. */
  close?(): Promise<void>;
}

/** The parts of pino the transcription layer writes to. */
export type TranscribeLogger = Pick<Logger, 'info' | 'warn' | 'debug'>;
