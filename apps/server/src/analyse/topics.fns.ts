/**
 * Topic segmentation by lexical cohesion (TextTiling, Hearst 1997) over sentence units, and key
 * phrases (RAKE-style candidate runs weighted by TF-IDF across topics) that label each topic.
 */
import { isStopWord, normaliseToken, stem } from './text.fns';

export interface CohesionUnit {
  /** Content tokens (normalised, stop words kept out) in order, with phrase breaks as null. */
  tokens: Array<string | null>;
  /** A new source starts here: a strong boundary. */
  sourceStart: boolean;
  duration: number;
}

export const topicRules = { minTopics: 3, maxTopics: 8, secondsPerTopic: 90, maxPhraseWords: 3 } as const;

/** Content tokens of a line, with stop words turned into phrase breaks (RAKE's delimiters). */
export function phraseTokens(texts: readonly string[]): Array<string | null> {
  return texts.map(normaliseToken).map((t) => (t && !isStopWord(t) && !/^\d+$/.test(t) ? t : null));
}

const countStems = (units: readonly CohesionUnit[]) => {
  const counts = new Map<string, number>();
  for (const u of units) for (const t of u.tokens) if (t) counts.set(stem(t), (counts.get(stem(t)) ?? 0) + 1);
  return counts;
};

function cosine(a: Map<string, number>, b: Map<string, number>): number {
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

/** How many topics a transcript of this length and this many units should get. */
export function desiredTopicCount(unitCount: number, spokenSec: number): number {
  const byLength = Math.round(spokenSec / topicRules.secondsPerTopic);
  return Math.min(unitCount, Math.max(topicRules.minTopics, Math.min(topicRules.maxTopics, byLength)));
}

/** Topic index of each unit: boundaries at the deepest cohesion valleys between windows. */
export function segmentTopics(units: readonly CohesionUnit[], spokenSec: number): number[] {
  const n = units.length;
  if (n === 0) return [];
  const k = desiredTopicCount(n, spokenSec);
  if (k <= 1) return units.map(() => 0);
  const w = Math.max(2, Math.min(6, Math.round(n / 12)));
  const sims: number[] = [];
  for (let g = 0; g < n - 1; g++) {
    sims.push(
      cosine(countStems(units.slice(Math.max(0, g - w + 1), g + 1)), countStems(units.slice(g + 1, g + 1 + w))),
    );
  }
  const depth = sims.map((s, g) => {
    let left = s;
    for (let i = g - 1; i >= 0 && sims[i]! >= left; i--) left = sims[i]!;
    let right = s;
    for (let i = g + 1; i < sims.length && sims[i]! >= right; i++) right = sims[i]!;
    // A file change is a boundary a reader would see too.
    return left - s + (right - s) + (units[g + 1]!.sourceStart ? 1 : 0);
  });
  const minGap = Math.max(1, Math.floor(n / (k * 2)));
  const order = depth.map((d, g) => ({ d, g })).sort((a, b) => b.d - a.d || a.g - b.g);
  const cuts: number[] = [];
  for (const { g } of order) {
    if (cuts.length >= k - 1) break;
    // No sliver topics at either end either: a topic spans at least minGap units.
    const clear = g + 1 >= minGap && n - 1 - g >= minGap;
    if (clear && cuts.every((c) => Math.abs(c - g) >= minGap)) cuts.push(g);
  }
  // Evenly spaced fallbacks when the valleys were too close together to give enough topics.
  for (let i = 1; cuts.length < k - 1 && i < n; i++) {
    const g = Math.round((i * n) / k) - 1;
    if (g >= 0 && g < n - 1 && !cuts.includes(g)) cuts.push(g);
  }
  cuts.sort((a, b) => a - b);
  const topicOf: number[] = [];
  let topic = 0;
  for (let i = 0; i < n; i++) {
    topicOf.push(topic);
    if (cuts.includes(i)) topic++;
  }
  return topicOf;
}

export interface PhraseScore {
  phrase: string;
  stems: string[];
  score: number;
}

/** Candidate phrases of one group of units: runs of content words up to 3 long. */
function candidates(
  units: readonly CohesionUnit[],
): Map<string, { surface: Map<string, number>; stems: string[]; count: number }> {
  const out = new Map<string, { surface: Map<string, number>; stems: string[]; count: number }>();
  for (const u of units) {
    let run: string[] = [];
    const flush = () => {
      for (let len = 1; len <= Math.min(topicRules.maxPhraseWords, run.length); len++) {
        for (let i = 0; i + len <= run.length; i++) {
          const words = run.slice(i, i + len);
          const stems = words.map(stem);
          const key = stems.join(' ');
          const entry = out.get(key) ?? { surface: new Map<string, number>(), stems, count: 0 };
          entry.count++;
          const surface = words.join(' ');
          entry.surface.set(surface, (entry.surface.get(surface) ?? 0) + 1);
          out.set(key, entry);
        }
      }
      run = [];
    };
    for (const t of u.tokens) {
      if (t) run.push(t);
      else flush();
    }
    flush();
  }
  return out;
}

/**
 * Key phrases of each topic, best first: a phrase scores by how often it occurs in the topic and
 * how specific its words are to that topic (IDF over topics). Longer phrases need repeats to win.
 */
export function topicKeyPhrases(groups: readonly CohesionUnit[][]): PhraseScore[][] {
  const k = groups.length;
  const df = new Map<string, number>();
  const perGroupCounts = groups.map(countStems);
  for (const counts of perGroupCounts) for (const s of counts.keys()) df.set(s, (df.get(s) ?? 0) + 1);
  return groups.map((units, gi) => {
    const counts = perGroupCounts[gi]!;
    const scores: PhraseScore[] = [];
    for (const { surface, stems, count } of candidates(units).values()) {
      const weight =
        stems.reduce((sum, s) => sum + (counts.get(s) ?? 0) * Math.log(1 + k / (df.get(s) ?? 1)), 0) / stems.length;
      const lengthFactor = stems.length === 1 ? 1 : count > 1 ? 1.2 * stems.length : 0.6;
      const phrase = [...surface.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      // Very short words are usually recogniser noise ("uh", "th").
      if (phrase.length < 4) continue;
      scores.push({ phrase, stems, score: weight * lengthFactor * Math.sqrt(count) });
    }
    return scores.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  });
}

/** A 1–3 word label from a topic's top phrases, without repeating a word. */
export function topicLabel(phrases: readonly PhraseScore[], fallback: string): string {
  const first = phrases[0];
  if (!first) return fallback;
  if (first.stems.length > 1) return first.phrase;
  const second = phrases.find((p) => p.stems.length === 1 && p.stems[0] !== first.stems[0]);
  return second && second.score >= first.score * 0.6 ? `${first.phrase} and ${second.phrase}` : first.phrase;
}
