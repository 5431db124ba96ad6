import type { SpeakerNames } from '@otto/shared/speakers';
import type { Word } from '@otto/shared/transcript';

/** What analysis reads of one source: its words and the frame grid cuts snap to. */
export interface SourceInput {
  sourceId: string;
  /** Shown in answers ("at 0:16 in interview.mp4"). */
  filename: string;
  words: Word[];
  durationSec: number;
  /** Video frame rate; audio-only sources get 30 fps. */
  rate: { num: number; den: number };
}

/**
 * An analysed unit (a sentence): the smallest thing the planner and the llm engine pick. Word
 * indexes are into its source's word list, inclusive.
 */
export interface Unit {
  id: string;
  sourceId: string;
  firstWord: number;
  lastWord: number;
  start: number;
  end: number;
  text: string;
  wordCount: number;
  /** 0-based topic this unit belongs to. */
  topic: number;
  /** An earlier take that a later unit repeats; edits leave it out. */
  retakeOf: string | null;
  /** How well it stands alone as a quote (0..1); 0 for retakes. */
  quoteScore: number;
  /** A microphone check ("testing testing one two three"): edits leave it out. */
  soundCheck?: boolean;
}

export interface Topic {
  index: number;
  /** 1–3 words from its top key phrases. */
  label: string;
  keyPhrases: string[];
  unitIds: string[];
  start: number;
  end: number;
  duration: number;
}

export interface TimeSpan {
  sourceId: string;
  start: number;
  end: number;
}

/** A filler word or phrase: word indexes (inclusive) into its source's words. */
export interface Filler extends TimeSpan {
  firstWord: number;
  lastWord: number;
  text: string;
}

export interface KeyPhrase {
  phrase: string;
  score: number;
  /** Stems of its words, for matching prompts against it. */
  stems: string[];
}

export interface Analysis {
  sources: SourceInput[];
  /** The project's names for speakers ("Speaker n" where absent). */
  speakerNames?: SpeakerNames;
  units: Unit[];
  topics: Topic[];
  keyPhrases: KeyPhrase[];
  silences: TimeSpan[];
  fillers: Filler[];
  /** Unit ids by quote score, best first (retakes and fragments left out). */
  quotable: string[];
  /**
   * What each unit says, as a unit-length vector by unit id (sentence-meaning.ts): what a request's
   * subject is matched against beside its words. Absent when analysed without the model.
   */
  unitMeaning?: ReadonlyMap<string, Float32Array>;
  /** Seconds of all sources together, and of speech in them. */
  totalDuration: number;
  spokenDuration: number;
}
