/**
 * Speech timed like a real speaker for the topic-boundary bench: word lengths, gaps between
 * sentences and confidences vary (a seeded random generator, so every run is the same), and a
 * speaker may pause to think inside a subject.
 */
import type { Word } from '@otto/shared/transcript';
import { seeded } from '@otto/shared/seeded-random';
import { shiftWords } from '../apps/server/src/analyse/analyse.test-support';

export interface Subject {
  subject: string;
  sentences: string[];
}

/** How a speaker talks: seconds per letter of a word, the range of gaps between sentences, and thinking pauses. */
export interface Speaker {
  secondsPerLetter: number;
  sentenceGap: [number, number];
  /** Pause lengths placed inside these subjects, after a sentence in the middle third. */
  thinking: Record<string, number>;
  seed: number;
}

export interface TimedPart {
  subject: Subject;
  /** Silence before the next subject. */
  pauseAfter: number;
}

export interface SpokenInterview {
  name: string;
  words: Word[];
  parts: Array<{ subject: string; start: number; end: number }>;
}

const r3 = (t: number) => Math.round(t * 1000) / 1000;

export function timeSpeech(name: string, parts: readonly TimedPart[], speaker: Speaker): SpokenInterview {
  const rand = seeded(speaker.seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const words: Word[] = [];
  const spans: SpokenInterview['parts'] = [];
  let t = between(0.3, 1);
  for (const { subject, pauseAfter } of parts) {
    const { sentences } = subject;
    const thinkingAt = Math.floor(sentences.length / 3 + rand() * (sentences.length / 3));
    const first = words.length;
    sentences.forEach((sentence, i) => {
      for (const text of sentence.split(/\s+/)) {
        const filler = /^(um|uh)$/.test(text);
        const length = (0.1 + speaker.secondsPerLetter * text.length) * between(0.8, 1.2);
        words.push({ text, start: r3(t), end: r3(t + length), confidence: r3(filler ? 0.5 : between(0.7, 0.98)) });
        t += length + between(0.03, 0.14);
      }
      if (i === sentences.length - 1) return;
      const thinking = speaker.thinking[subject.subject];
      t += thinking !== undefined && i === thinkingAt ? thinking : between(...speaker.sentenceGap);
    });
    spans.push({ subject: subject.subject, start: words[first]!.start, end: words.at(-1)!.end });
    t = words.at(-1)!.end + pauseAfter;
  }
  return { name, words, parts: spans };
}

/** Interviews one after another in one recording, 0.8 s apart: long footage of many subjects. */
export function joinInterviews(name: string, interviews: readonly SpokenInterview[]): SpokenInterview {
  const words: Word[] = [];
  const parts: SpokenInterview['parts'] = [];
  let offset = 0;
  for (const iv of interviews) {
    words.push(...shiftWords(iv.words, offset));
    parts.push(...iv.parts.map((p) => ({ ...p, start: p.start + offset, end: p.end + offset })));
    offset = words.at(-1)!.end + 0.8;
  }
  return { name, words, parts };
}
