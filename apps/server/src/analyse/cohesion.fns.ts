/**
 * Lexical-semantic cohesion between passages: each passage's meaning as a weighted bag of stems
 * (its words and their WordNet concepts), compared by cosine. Topic segmentation and boundary
 * placement both read it.
 */
import { conceptBag } from './relatedness.fns';
import { stem } from './text.fns';

export interface CohesionUnit {
  /** Content tokens (normalised, stop words kept out) in order, with phrase breaks as null. */
  tokens: Array<string | null>;
  /** A new source starts here: a strong boundary. */
  sourceStart: boolean;
  duration: number;
  /** Silence before this unit in its source (0 for a source's first unit). */
  pauseBefore: number;
  /** Another speaker takes over at this unit (a short interjection between one speaker's lines does not). */
  speakerChange: boolean;
  /** The recogniser's speaker label changes at this unit, interjections too. */
  turnStart?: boolean;
  /** A low-salience line (a microphone test, a run of fillers): it neither makes nor names topics. */
  noise?: boolean;
  /**
   * A clause that carries on the previous unit's sentence after a short pause: topics are found
   * per sentence, and their boundaries then placed to the clause.
   */
  continuesSentence?: boolean;
  /** The unit's words as said, fillers left out: key phrases are tagged in context from it. */
  text?: string;
  /** What the unit means, as a unit-length vector (see sentence-meaning.ts), where the model ran. */
  meaning?: Float32Array;
  /** How surely the recogniser heard its words (their mean confidence); sure when left out. */
  confidence?: number;
  /** How surely each of `tokens` was heard, in step with them; sure when left out. */
  tokenConfidence?: number[];
}

/**
 * Words heard less surely than this on average cannot show what a stretch is about, nor that the
 * two sides of a long pause are one subject: there the pause decides (a change of subject at a
 * pause of 2 s or more is a boundary unless the words on both sides clearly belong together).
 * Mean word confidence under pocketsphinx: real voices in ../shared/media 0.58–0.88, a synthetic
 * voice (bench/topic-boundaries.bench.ts --spoken) 0.31–0.48; whisper and typed text 0.9 or so.
 */
export const surelyHeardAbove = 0.55;

/** The mean confidence of units from..to-1, by unit (sure where the recogniser gave none). */
export function heardSurely(units: readonly CohesionUnit[], from = 0, to = units.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += units[i]!.confidence ?? 1;
  return sum / Math.max(1, to - from);
}

export type Bag = Map<string, number>;

export const countStems = (units: readonly CohesionUnit[]): Bag => {
  const counts: Bag = new Map();
  for (const u of units) for (const t of u.tokens) if (t) counts.set(stem(t), (counts.get(stem(t)) ?? 0) + 1);
  return counts;
};

export function cosine(a: Bag, b: Bag): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export const sumBags = (bags: readonly Bag[]): Bag => {
  const out: Bag = new Map();
  for (const bag of bags) for (const [k, v] of bag) out.set(k, (out.get(k) ?? 0) + v);
  return out;
};

/** Each unit's words and their WordNet concepts ("press" and "book" share "print"); noise lines stay empty. */
export function conceptBags(units: readonly CohesionUnit[]): Bag[] {
  return units.map((u) => {
    const bag: Bag = new Map();
    if (u.noise) return bag;
    for (const t of u.tokens) {
      if (!t) continue;
      for (const [s, w] of conceptBag(t)) bag.set(s, (bag.get(s) ?? 0) + w);
    }
    return bag;
  });
}

/**
 * Each feature weighted by how rare it is across the bags (IDF), so concepts every passage shares
 * ("person", "act") do not glue subjects together.
 */
export function weightByRarity(raw: readonly Bag[]): Bag[] {
  const df = new Map<string, number>();
  for (const bag of raw) for (const s of bag.keys()) df.set(s, (df.get(s) ?? 0) + 1);
  const n = raw.length;
  return raw.map((bag) => {
    const out: Bag = new Map();
    for (const [s, w] of bag) out.set(s, w * Math.log(1 + n / df.get(s)!));
    return out;
  });
}
