/**
 * How much the footage's words bear out a requested subject: a hit's weight as evidence, and where
 * each word of a subject in several ("car insurance", "ballroom dancing") is held.
 */
import { usSpelling } from '../analyse/spelling.fns';
import { stem } from '../analyse/text.fns';

/** What of a hit on the subject (matching.fns WordHit) weighs as evidence. */
interface Hit {
  kind: string;
  strength: number;
  passing?: true;
  unit: { topic: number };
}

export const wordSupportRules = {
  /**
   * Of a subject in several words, each must have a hit of this much evidence in a topic (see
   * hitEvidence): the word itself or a close relation (0.8 and up)…
   */
  wordEvidence: 0.5,
  /**
   * …or this much from several relations: a dance's "waltz", "foxtrot" and "quickstep" (0.7 each,
   * 1.03) for ballroom dancing, not a house fire's "engines", "rented" and "sorted" (0.82) for the
   * car of "car insurance" (bench/subject-clips.bench.ts, every set: absent-subject edits 20 → 14
   * of 2000, below 90 % on subject 6 → 4, none named left without an edit).
   */
  wordEvidenceInAll: 1,
} as const;

/**
 * How much a hit says the line is about the subject. A related word at 0.5–0.6 is as often
 * another sense's neighbour ("taxi" → hack → toil; "repair" → husband) as the subject's, so it
 * weighs the cube of its strength: a synonym (0.95) nearly fully, a far relation a sixth.
 */
export const hitEvidence = (hit: Pick<Hit, 'kind' | 'strength' | 'passing'>): number =>
  hit.kind === 'related' || hit.passing ? hit.strength ** 3 : hit.strength;

/** Verbs that only make an activity of a subject's thing ("jam making", "going out"). */
const lightVerbs = new Set(
  ['make', 'making', 'do', 'doing', 'go', 'going', 'get', 'getting', 'take', 'taking'].map((w) => stem(usSpelling(w))),
);

/**
 * The topics where one word of a subject in several is said or closely related, from its hits:
 * far relations are another sense's neighbours as often as not. A light verb ("making" of "jam
 * making") says little of the subject: any relation holds it.
 */
export function topicsHolding(found: readonly Hit[], word: string): Set<number> {
  const light = lightVerbs.has(stem(usSpelling(word)));
  const best = new Map<number, number>();
  const sum = new Map<number, number>();
  for (const h of found) {
    best.set(h.unit.topic, Math.max(best.get(h.unit.topic) ?? 0, hitEvidence(h)));
    sum.set(h.unit.topic, (sum.get(h.unit.topic) ?? 0) + hitEvidence(h));
  }
  const holds = (topic: number) =>
    light || best.get(topic)! >= wordSupportRules.wordEvidence || sum.get(topic)! >= wordSupportRules.wordEvidenceInAll;
  return new Set([...best.keys()].filter(holds));
}
