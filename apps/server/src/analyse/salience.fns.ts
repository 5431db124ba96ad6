/**
 * Line salience: how much a line is worth quoting, before knowing the topics. Complete sentences
 * dense in content words, specific nouns and numbers, heard with confidence, score high; fillers,
 * repeated words ("words words words"), low lexical diversity, false starts and low-confidence
 * stretches score low. A line that is mostly noise (a microphone test) scores 0 and is "noise":
 * it names no topic and never becomes a title, hook or chapter.
 */
import type { Word } from '@otto/shared/transcript';
import { hasLemma, lookupLemma } from './wordnet';
import { baseForms } from './relatedness.fns';
import { isStopWord, normaliseToken } from './text.fns';

export const salienceRules = {
  minWords: 6,
  maxWords: 25,
  /** Recogniser confidence under this is a doubtful word. */
  doubtfulBelow: 0.4,
} as const;

const numberWords = new Set(
  'zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million billion percent first second third'.split(
    ' ',
  ),
);

const isSpecificNoun = (token: string) =>
  !isStopWord(token) && baseForms(token).some((f) => hasLemma(f) && lookupLemma(f, 'n').length > 0);

export interface LineSalience {
  score: number;
  noise: boolean;
}

/** Salience of a line's words; `fillerWords` are the indexes (into `words`) of its fillers. */
export function lineSalience(words: readonly Word[], fillerWords: ReadonlySet<number>): LineSalience {
  const tokens = words.map((w) => normaliseToken(w.text));
  const spoken = tokens.filter((t, i) => t && !fillerWords.has(i));
  const n = spoken.length;
  if (n === 0) return { score: 0, noise: true };
  const content = spoken.filter((t) => !isStopWord(t));
  const counts = new Map<string, number>();
  for (const t of spoken) counts.set(t, (counts.get(t) ?? 0) + 1);
  const diversity = counts.size / n;
  const topContent = Math.max(0, ...content.map((t) => counts.get(t)!));
  // "words words", "the the": a repeated neighbour is a stammer or a false start.
  const stammers = spoken.filter((t, i) => i > 0 && t === spoken[i - 1]).length;
  const fillerShare = fillerWords.size / words.length;
  const doubtful = words.filter((w) => w.confidence < salienceRules.doubtfulBelow).length / words.length;
  const noise =
    content.length === 0 ||
    (n >= 3 && diversity < 0.5) ||
    (topContent >= 3 && topContent / Math.max(1, content.length) >= 0.4) ||
    // A stammering speaker ("so i i had my hip … in in march … of of waiting") still says something.
    (stammers >= 2 && stammers / n >= 0.25) ||
    // A short line with a repeated word: "testing testing one two three".
    (stammers >= 1 && n <= 6) ||
    fillerShare > 0.3 ||
    doubtful > 0.6;
  if (noise) return { score: 0, noise: true };
  const lengthFit =
    n < 3
      ? 0
      : n < salienceRules.minWords
        ? n / salienceRules.minWords / 2
        : n > salienceRules.maxWords
          ? // Squared: a hook or quote over 25 words (10 s) loses a viewer, however dense it is.
            (salienceRules.maxWords / n) ** 2
          : 1;
  const density = Math.min(1, content.length / n / 0.5);
  const specific = Math.min(
    1,
    content.filter((t) => isSpecificNoun(t) || numberWords.has(t) || /\d/.test(t)).length / 3,
  );
  const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  const penalty =
    (1 - 0.5 * fillerShare * 3) * (stammers ? 0.7 : 1) * (1 - doubtful * 0.6) * Math.min(1, diversity / 0.7);
  const score = lengthFit * (0.25 + 0.3 * density + 0.25 * specific + 0.2 * confidence) * Math.max(0, penalty);
  return { score, noise: false };
}
