/**
 * A subject in several words said as itself, its words one after another ("i run a dog grooming
 * van"): the surest sign a topic is about it. Its words said apart, or words related to them, are
 * weaker: a dog trainer says "dog" and "training" (a sense of "grooming") more often than a
 * groomer says "dog grooming".
 */

/** What a mention needs here (matching.fns WordHit, which ranks topics by this). */
interface PhraseHit {
  sourceId: string;
  wordIndex: number;
  kind: string;
  passing?: true;
  /** Of the subject's words, which it stands for. */
  words?: readonly number[];
}

/** How many times `hits` (each marked with the subject's words it stands for) say the subject's `wordCount` words in a row. */
export function timesSaidAsPhrase(hits: readonly PhraseHit[], wordCount: number): number {
  if (wordCount < 2) return 0;
  const said = (h: PhraseHit | undefined, word: number) => h?.kind === 'word' && !h.passing && h.words?.includes(word);
  const at = new Map(hits.map((h) => [`${h.sourceId}:${h.wordIndex}`, h] as const));
  return hits.filter((h) => {
    if (!said(h, 0)) return false;
    for (let k = 1; k < wordCount; k++) if (!said(at.get(`${h.sourceId}:${h.wordIndex + k}`), k)) return false;
    return true;
  }).length;
}
