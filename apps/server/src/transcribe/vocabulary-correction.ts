import { pronounce, type Dictionary } from './g2p';
import type { Word } from './transcribe.types';

/**
 * The project's names and terms put back into a pocketsphinx transcript. Adding a word to the
 * decoder's dictionary does not make it say the word: its language model scores rare names so low
 * that 'Dashwood', in both its dictionary and its model, still comes out as 'guess what'. So the
 * words it heard are compared, sound by sound, with each term's pronunciation (the dictionary's,
 * or the g2p's for a word it lacks), and a run of one to four words that sounds like a term
 * becomes the term.
 */

export interface PronouncedTerm {
  /** The words of the term as the user wrote them ('John Dashwood' → ['John', 'Dashwood']). */
  tokens: string[];
  /** Phones of each token. */
  phones: string[][];
}

export async function pronounceVocabulary(terms: readonly string[], dictionary: Dictionary): Promise<PronouncedTerm[]> {
  const pronounced: PronouncedTerm[] = [];
  for (const term of terms) {
    const tokens = term.split(/\s+/).filter((t) => /[a-z]/i.test(t));
    if (tokens.length === 0) continue;
    pronounced.push({ tokens, phones: await Promise.all(tokens.map((t) => pronounce(t, dictionary))) });
  }
  return pronounced;
}

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
const CLASSES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['P', 'B', 'T', 'D', 'K', 'G']),
  new Set(['F', 'V', 'TH', 'DH', 'S', 'Z', 'SH', 'ZH', 'HH', 'CH', 'JH']),
  new Set(['M', 'N', 'NG']),
  new Set(['L', 'R', 'W', 'Y']),
];
/** Sounds that differ only in voicing, the decoder's commonest slip. */
const VOICING = new Set(['P B', 'T D', 'K G', 'F V', 'S Z', 'SH ZH', 'TH DH', 'CH JH', 'S SH', 'Z ZH']);

/** How far apart two phones sound: 0 same, 0.3 voicing, 0.4 two vowels, 0.5 same manner, 1 otherwise. */
export function phoneCost(a: string, b: string): number {
  if (a === b) return 0;
  if (VOICING.has(`${a} ${b}`) || VOICING.has(`${b} ${a}`)) return 0.3;
  if (VOWELS.has(a) && VOWELS.has(b)) return 0.4;
  if (CLASSES.some((c) => c.has(a) && c.has(b))) return 0.5;
  return 1;
}

/** A reduced vowel comes and goes in fast speech: dropping or adding one costs half. */
const indelCost = (p: string) => (p === 'AH' || p === 'IH' ? 0.5 : 1);

/** Weighted edit distance between two phone strings, over the longer one's length (0 same … 1). */
export function phoneDistance(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 1;
  let prev = new Float64Array(b.length + 1);
  for (let j = 1; j <= b.length; j++) prev[j] = prev[j - 1]! + indelCost(b[j - 1]!);
  for (let i = 1; i <= a.length; i++) {
    const row = new Float64Array(b.length + 1);
    row[0] = prev[0]! + indelCost(a[i - 1]!);
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        prev[j]! + indelCost(a[i - 1]!),
        row[j - 1]! + indelCost(b[j - 1]!),
        prev[j - 1]! + phoneCost(a[i - 1]!, b[j - 1]!),
      );
    }
    prev = row;
  }
  return prev[b.length]! / Math.max(a.length, b.length);
}

/**
 * How close a run of words must sound to a term to become it: short terms must match almost
 * exactly, and a two-phone name never replaces anything ('Ann' would rename every 'an').
 */
export function acceptableDistance(termPhones: number): number {
  if (termPhones < 3) return 0;
  if (termPhones < 4) return 0.15;
  if (termPhones < 6) return 0.25;
  // Set on the shared speech (bench/vocabulary.bench.ts): 'guess what' is 0.32 from 'Dashwood',
  // the closest wrong matches of words not said ('hearted and' for 'fattened') 0.38 and more.
  return 0.35;
}

/** Words further apart than this are not one name said aloud. */
const MAX_GAP_SEC = 0.35;
const MAX_RUN = 4;

interface Candidate {
  from: number;
  to: number;
  term: PronouncedTerm;
  distance: number;
}

/** The transcript with every run of words that sounds like a term replaced by the term. */
export function correctWithVocabulary(
  words: readonly Word[],
  terms: readonly PronouncedTerm[],
  dictionary: Dictionary,
): Word[] {
  if (terms.length === 0 || words.length === 0) return [...words];
  const phonesOf = words.map((w) => dictionary.get(w.text.toLowerCase()));
  // A word already heard as one of the terms stays as it is, and is never absorbed into a longer run.
  const spelledTokens = new Set(terms.flatMap((t) => t.tokens.map((token) => token.toLowerCase())));
  const heardRight = words.map((w) => spelledTokens.has(w.text.toLowerCase()));
  const candidates: Candidate[] = [];
  for (const term of terms) {
    const target = term.phones.flat();
    const limit = acceptableDistance(target.length);
    if (limit === 0) continue;
    const spelled = term.tokens.join(' ').toLowerCase();
    for (let from = 0; from < words.length; from++) {
      const run: string[] = [];
      for (let to = from; to < Math.min(words.length, from + MAX_RUN); to++) {
        const phones = phonesOf[to];
        if (!phones || heardRight[to] || (to > from && words[to]!.start - words[to - 1]!.end > MAX_GAP_SEC)) break;
        run.push(...phones);
        if (run.length > target.length * 1.5) break;
        if (run.length < target.length * 0.6) continue;
        const heard = words
          .slice(from, to + 1)
          .map((w) => w.text.toLowerCase())
          .join(' ');
        if (heard === spelled) continue;
        const distance = phoneDistance(target, run);
        // Each end word must help the match: 'the wizard' is not 'wizard' plus a free 'the'.
        const trimmed = (skipFirst: boolean) =>
          phoneDistance(
            target,
            phonesOf.slice(skipFirst ? from + 1 : from, skipFirst ? to + 1 : to).flat() as string[],
          );
        if (distance > limit || (to > from && (trimmed(true) <= distance || trimmed(false) <= distance))) continue;
        candidates.push({ from, to, term, distance });
      }
    }
  }
  // Closest first; a word belongs to one term at most.
  candidates.sort((a, b) => a.distance - b.distance || b.to - b.from - (a.to - a.from));
  const taken = new Array<boolean>(words.length).fill(false);
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (taken.slice(c.from, c.to + 1).some(Boolean)) continue;
    for (let i = c.from; i <= c.to; i++) taken[i] = true;
    chosen.push(c);
  }
  const byStart = new Map(chosen.map((c) => [c.from, c]));
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const c = byStart.get(i);
    if (!c) {
      out.push(words[i]!);
      continue;
    }
    out.push(...spread(words.slice(c.from, c.to + 1), c.term));
    i = c.to;
  }
  return out;
}

/** The term's words over the time the replaced words took, each by its share of the phones. */
function spread(replaced: readonly Word[], term: PronouncedTerm): Word[] {
  const start = replaced[0]!.start;
  const end = replaced.at(-1)!.end;
  const confidence = Math.min(...replaced.map((w) => w.confidence));
  const total = term.phones.reduce((n, p) => n + Math.max(1, p.length), 0);
  let at = start;
  return term.tokens.map((text, i) => {
    const length = ((end - start) * Math.max(1, term.phones[i]!.length)) / total;
    const word = { text, start: at, end: i === term.tokens.length - 1 ? end : at + length, confidence };
    at += length;
    return word;
  });
}
