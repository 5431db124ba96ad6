/**
 * Topic segmentation by lexical cohesion (TextTiling, Hearst 1997) over sentence units, and key
 * phrases (RAKE-style candidate runs weighted by TF-IDF across topics) that label each topic.
 */
import { conceptBags, cosine, countStems, sumBags, weightByRarity, type Bag, type CohesionUnit } from './cohesion.fns';
import { isNounPhrase } from './noun-phrases.fns';
import { baseForms, conceptBag } from './relatedness.fns';
import { joinAlikeNeighbours, mergeSlivers, placeBoundaries, splitShortSubjects } from './topic-boundaries.fns';
import { lookupLemma } from './wordnet';
import { isStopWord, normaliseToken, stem } from './text.fns';

export type { CohesionUnit } from './cohesion.fns';

export const topicRules = {
  minTopics: 3,
  minTopicsFromSec: 60,
  maxTopics: 8,
  /** At least one topic per this much speech… */
  secondsPerTopic: 90,
  /** …and more at every valley deeper than the mean depth plus this many standard deviations. */
  valleySd: 0.55,
  /** Neighbouring topics whose concept bags cohere this much are one subject. */
  alikeAbove: 0.25,
  longestJoinSec: 300,
  maxPhraseWords: 3,
  phrasesPerTopic: 12,
  /** A change of subject at a pause this long is a boundary… */
  boundaryPauseSec: 2,
  /** …unless the passages either side cohere at least this much (cosine of concept bags). */
  togetherAbove: 0.3,
  /** …or as alike as this share of the transcript's median neighbour cohesion (with enough gaps to tell). */
  typicalShare: 0.8,
  typicalFromGaps: 8,
  /** No topic shorter than this much speech, unless a file or a long pause sets it apart. */
  minTopicSec: 8,
} as const;

/** Content tokens of a line, with stop words turned into phrase breaks (RAKE's delimiters). */
export function phraseTokens(texts: readonly string[]): Array<string | null> {
  return texts.map(normaliseToken).map((t) => (t && !isStopWord(t) && !/^\d+$/.test(t) ? t : null));
}

/** How many topics a transcript of this length and this many units should get at least. */
export function desiredTopicCount(unitCount: number, spokenSec: number): number {
  const byLength = Math.round(spokenSec / topicRules.secondsPerTopic);
  // Under a minute of speech is one subject unless a file, a long pause or a clear valley parts it.
  const min = spokenSec >= topicRules.minTopicsFromSec ? topicRules.minTopics : 1;
  return Math.min(unitCount, Math.max(min, Math.min(topicRules.maxTopics, byLength)));
}

/**
 * Two sides of a pause clearly belong together when their meaning coheres, or when most of the
 * content words of the shorter side recur on the other ("…I will say banana" — "banana").
 */
function belongTogether(units: readonly CohesionUnit[], g: number, similarity: number): boolean {
  if (similarity >= topicRules.togetherAbove) return true;
  // Each side stays within its own file.
  const left = countStems(
    units.slice(Math.max(0, g - 1), g + 1).filter((u, i, all) => !all.slice(i + 1).some((x) => x.sourceStart)),
  );
  const right = countStems(units.slice(g + 1, g + 3).filter((u, i) => i === 0 || !u.sourceStart));
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  if (small.size === 0) return false;
  const shared = [...small.keys()].filter((k) => large.has(k)).length;
  return shared / small.size >= 0.5;
}

/** A new file, or a long pause the topics were parted at, pins a boundary where it is. */
const pinned = (u: CohesionUnit) => u.sourceStart || u.pauseBefore >= topicRules.boundaryPauseSec;

/** A sentence made of its clauses, for finding topics by whole sentences. */
function joinClauses(clauses: readonly CohesionUnit[]): CohesionUnit {
  const first = clauses[0]!;
  return {
    tokens: clauses.flatMap((c, i) => (i > 0 ? [null, ...c.tokens] : c.tokens)),
    sourceStart: first.sourceStart,
    duration: clauses.reduce((sum, c, i) => sum + c.duration + (i > 0 ? c.pauseBefore : 0), 0),
    pauseBefore: first.pauseBefore,
    speakerChange: first.speakerChange,
    noise: clauses.every((c) => c.noise),
  };
}

/**
 * Topic index of each unit (a sentence, or a clause of one). Topics are found per sentence (see
 * findTopics), then each boundary is placed at the clause gap nearby that best parts the two
 * subjects (see topic-boundaries.fns).
 */
export function segmentTopics(units: readonly CohesionUnit[], spokenSec: number): number[] {
  const n = units.length;
  if (n === 0) return [];
  if (desiredTopicCount(n, spokenSec) <= 1 && !units.some(pinned)) return units.map(() => 0);
  const raw = conceptBags(units);
  const firsts = units.map((_, i) => i).filter((i) => i === 0 || !units[i]!.continuesSentence);
  const ends = [...firsts.slice(1), n];
  const sentences = firsts.map((f, s) => joinClauses(units.slice(f, ends[s])));
  const sentenceBags = weightByRarity(firsts.map((f, s) => sumBags(raw.slice(f, ends[s]))));
  const topicOfSentence = findTopics(sentences, sentenceBags, spokenSec);
  const topicOf = firsts.flatMap((f, s) => units.slice(f, ends[s]).map(() => topicOfSentence[s]!));
  const bags = weightByRarity(raw);
  const split = splitShortSubjects(units, bags, topicOf, topicRules.maxTopics);
  const placed = mergeSlivers(units, bags, placeBoundaries(units, bags, split, pinned), pinned);
  // Halves of one subject join even across a long pause (a speaker who pauses to think between sentences).
  const speech = units.reduce((sum, u) => sum + u.duration, 0);
  // A joined topic may run to half as long again as the length's share of one topic, and no
  // longer than a subject of an interview runs: in long footage every long topic shares words.
  const longest = Math.min((1.5 * speech) / desiredTopicCount(n, spokenSec), topicRules.longestJoinSec);
  return joinAlikeNeighbours(units, bags, placed, (u) => u.sourceStart, topicRules.alikeAbove, longest);
}

/**
 * Topic index of each sentence. Every gap between sentences gets a TextTiling depth score over
 * lexical and WordNet cohesion of the windows either side; a file change, a speaker change and a
 * long pause add to it. A long pause where the two sides do not clearly belong together is always
 * a boundary; the deepest other valleys follow until there are enough topics for the length.
 */
function findTopics(units: readonly CohesionUnit[], bags: readonly Bag[], spokenSec: number): number[] {
  const n = units.length;
  const k = desiredTopicCount(n, spokenSec);
  const w = Math.max(3, Math.min(6, Math.round(n / 12)));
  const sims: number[] = [];
  const nearSims: number[] = [];
  for (let g = 0; g < n - 1; g++) {
    sims.push(cosine(sumBags(bags.slice(Math.max(0, g - w + 1), g + 1)), sumBags(bags.slice(g + 1, g + 1 + w))));
    nearSims.push(cosine(sumBags(bags.slice(Math.max(0, g - 1), g + 1)), sumBags(bags.slice(g + 1, g + 3))));
  }
  // Hearst smooths the gap scores so that one short line does not make a valley of its own.
  const smooth = sims.map((s, g) => (2 * s + (sims[g - 1] ?? s) + (sims[g + 1] ?? s)) / 4);
  // A pause says something only when longer than the speaker's usual pause between sentences.
  const usualPause = [...units.slice(1).map((u) => u.pauseBefore)].sort((x, y) => x - y)[(n - 1) >> 1] ?? 0;
  const depth = smooth.map((s, g) => {
    let left = s;
    for (let i = g - 1; i >= 0 && smooth[i]! >= left; i--) left = smooth[i]!;
    let right = s;
    for (let i = g + 1; i < smooth.length && smooth[i]! >= right; i++) right = smooth[i]!;
    const next = units[g + 1]!;
    const pause = Math.min(1, Math.max(0, next.pauseBefore - usualPause) / (2 * topicRules.boundaryPauseSec));
    // Beside a noise line (a microphone check) cohesion says nothing: only the pause counts.
    if (units[g]!.noise || next.noise) return pause * 0.3 + (next.sourceStart ? 1 : 0);
    return left - s + (right - s) + pause * 0.3 + (next.speakerChange ? 0.15 : 0) + (next.sourceStart ? 1 : 0);
  });
  const typical = [...sims].sort((x, y) => x - y)[sims.length >> 1] ?? 0;
  const forced = depth
    .map((_, g) => g)
    .filter((g) => {
      const next = units[g + 1]!;
      if (next.sourceStart) return true;
      if (next.pauseBefore < topicRules.boundaryPauseSec) return false;
      // A pause to think inside one subject leaves the passages either side as alike as usual.
      if (sims.length >= topicRules.typicalFromGaps && sims[g]! >= typical * topicRules.typicalShare) return false;
      return !belongTogether(units, g, nearSims[g]!);
    });
  // Spoken seconds before each gap, to keep topics from being slivers.
  const before: number[] = [];
  units.reduce((sum, u, i) => ((before[i] = sum + u.duration), before[i]!), 0);
  const total = before[n - 1] ?? 0;
  const minGap = Math.max(1, Math.floor(n / (k * 3)));

  const roomy = (g: number, cuts: readonly number[], minSec: number) => {
    const edges = [-1, ...cuts, n - 1].sort((a, b) => a - b);
    const spoken = (a: number, b: number) => (before[b] ?? 0) - (a >= 0 ? before[a]! : 0);
    const lo = Math.max(...edges.filter((e) => e < g));
    const hi = Math.min(...edges.filter((e) => e > g));
    return (
      g - lo >= minGap &&
      hi - g >= minGap &&
      spoken(lo, g) >= Math.min(minSec, total / (k * 2)) &&
      spoken(g, hi) >= Math.min(minSec, total / (k * 2))
    );
  };
  const cuts: number[] = [...forced];
  const mean = depth.reduce((a, b) => a + b, 0) / Math.max(1, depth.length);
  const sd = Math.sqrt(depth.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, depth.length));
  const order = depth.map((d, g) => ({ d, g })).sort((a, b) => b.d - a.d || a.g - b.g);
  for (const { d, g } of order) {
    if (cuts.length >= topicRules.maxTopics - 1) break;
    // Past the length's share of topics, clear valleys (Hearst's cut-off, stricter) still count:
    // a 35 s subject in a long interview is a topic however many the length suggests.
    if (cuts.length >= k - 1 && d < mean + topicRules.valleySd * sd) break;
    if (!cuts.includes(g) && roomy(g, cuts, topicRules.minTopicSec)) cuts.push(g);
  }
  // Evenly spaced fallbacks when the valleys were too close together to give enough topics.
  for (let i = 1; cuts.length < k - 1 && i < n; i++) {
    const g = Math.round((i * n) / k) - 1;
    if (g >= 0 && g < n - 1 && !cuts.includes(g)) cuts.push(g);
  }
  const cutSet = new Set(cuts);
  const topicOf: number[] = [];
  let topic = 0;
  for (let i = 0; i < n; i++) {
    topicOf.push(topic);
    if (cutSet.has(i)) topic++;
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
    for (const { surface, stems, count } of candidates(units.filter((u) => !u.noise)).values()) {
      const weight =
        stems.reduce((sum, s) => sum + (counts.get(s) ?? 0) * Math.log(1 + k / (df.get(s) ?? 1)), 0) / stems.length;
      const lengthFactor = stems.length === 1 ? 1 : count > 1 ? 1.2 * stems.length : 0.6;
      const phrase = [...surface.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      // Very short words are usually recogniser noise ("uh", "th").
      if (phrase.length < 4) continue;
      scores.push({ phrase, stems, score: weight * lengthFactor * Math.sqrt(count) });
    }
    scores.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
    // Only noun phrases name a topic; tagging is the costly step, so only the best are tagged.
    const kept: PhraseScore[] = [];
    for (const p of scores) {
      if (kept.length >= topicRules.phrasesPerTopic) break;
      if (isNounPhrase(p.phrase.split(' '))) kept.push(p);
    }
    return rankByCentrality(kept, units);
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

/**
 * How vague a phrase is as a label: a head noun of many senses ("lines", "beds") says less than
 * one of few ("poems", "printing"). Multi-word phrases are specific already.
 */
function ambiguity(phrase: string): number {
  const words = phrase.split(' ');
  if (words.length > 1) return 1;
  const senses = Math.max(0, ...baseForms(words[0]!).map((f) => lookupLemma(f, 'n').length));
  return 1 + Math.log(Math.max(1, senses));
}

/**
 * TextRank's idea with WordNet edges: a phrase that many of the topic's other words relate to
 * ("poems" ← sonnet, rhyme, verses, stanza) names the topic better than a merely frequent one
 * ("lines"). Scores are re-weighted by that centrality and re-sorted.
 */
function rankByCentrality(phrases: PhraseScore[], units: readonly CohesionUnit[]): PhraseScore[] {
  if (phrases.length < 2) return phrases;
  const vocabulary = [
    ...new Set(units.filter((u) => !u.noise).flatMap((u) => u.tokens.filter((t): t is string => !!t))),
  ];
  const bags = new Map(vocabulary.map((t) => [t, conceptBag(t)]));
  const centrality = phrases.map((p) => {
    const head = p.phrase.split(' ').at(-1)!;
    const bag = conceptBag(head);
    let sum = 0;
    for (const [t, other] of bags) if (stem(t) !== stem(head)) sum += cosine(bag, other);
    return sum;
  });
  const top = Math.max(...centrality) || 1;
  return phrases
    .map((p, i) => ({ ...p, score: (p.score * (0.5 + centrality[i]! / top)) / ambiguity(p.phrase) }))
    .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
}
