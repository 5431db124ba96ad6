/**
 * Topic segmentation (the most likely partition into topics, see topic-dp.fns, with boundaries
 * then placed to the clause, see topic-boundaries.fns) over clause units, and key phrases (RAKE-style candidate runs weighted by TF-IDF across topics) that label each topic.
 */
import { conceptBags, cosine, countStems, weightByRarity, type CohesionUnit } from './cohesion.fns';
import { isKin, isVagueNoun, sayTheSame } from './label-words.fns';
import { isNounPhraseIn } from './noun-phrases.fns';
import { baseForms, conceptBag } from './relatedness.fns';
import {
  joinAlikeNeighbours,
  mergeSlivers,
  placeBoundaries,
  snapToLongPauses,
  splitShortSubjects,
} from './topic-boundaries.fns';
import { partitionTopics } from './topic-dp.fns';
import { openAtTurns } from './turns.fns';
import { centredMeaning } from './topic-meaning.fns';
import { mergeChanceBoundaries } from './topic-significance.fns';
import { lookupLemma } from './wordnet';
import { isStopWord, normaliseToken, stem } from './text.fns';

export type { CohesionUnit } from './cohesion.fns';

export const topicRules = {
  minTopics: 3,
  minTopicsFromSec: 60,
  /** At most this many topics, or one per `secondsPerSubject` of speech in long footage. */
  maxTopics: 8,
  secondsPerSubject: 20,
  /** At least one topic per this much speech… */
  secondsPerTopic: 90,
  /** Neighbouring topics whose concept bags cohere this much are one subject. */
  alikeAbove: 0.25,
  longestJoinSec: 300,
  maxPhraseWords: 3,
  phrasesPerTopic: 12,
  /** A phrase with a time, an amount or a part in it scores this many times less as a label. */
  vagueLabelPenalty: 3,
  /** A topic boundary at a pause this long stays where it is when boundaries are placed to the clause. */
  boundaryPauseSec: 2,
  /** A turn of another speaker this short (a question)… */
  shortTurnSec: 8,
  /** …opens the subject of a boundary this near it (see turns.fns openAtTurns). */
  questionReachSec: 12,
  /** No topic shorter than this much speech, unless a file or a long pause sets it apart. */
  minTopicSec: 8,
  /**
   * A phrase the recogniser heard less surely than this (its words' least confidence, averaged
   * over where it is said) scores less as a label, in proportion: pocketsphinx writes a word it
   * barely heard ("deflector" for "director" at 0.01, "critters" for "village" at 0.12), while a
   * word heard right scores 0.35–1 (bench/topic-boundaries.spoken.ts, flite voices).
   */
  labelSureAbove: 0.5,
  /**
   * A phrase first said in a topic's opening sentence scores this many times more as a label: a
   * speaker says what they will talk about first ("i have been a dentist for twenty years") and
   * then its details, which they repeat ("teeth", "drill"). Labels that say the subject's own word
   * went 150 -> 215 of 593 over every set of bench/topic-boundaries.bench.ts.
   */
  openingBonus: 2,
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

const turnRules = {
  shortTurnSec: topicRules.shortTurnSec,
  reachSec: topicRules.questionReachSec,
  pinPauseSec: topicRules.boundaryPauseSec,
  leastSec: topicRules.minTopicSec,
};

/** A new file, or a long pause the topics were parted at, pins a boundary where it is. */
const pinned = (u: CohesionUnit) => u.sourceStart || u.pauseBefore >= topicRules.boundaryPauseSec;

/**
 * Topic index of each unit (a sentence, or a clause of one). Topics are found over clauses (see
 * partitionTopics): a speaker who changes subject at a pause shorter than their gaps between
 * sentences runs the two subjects into one sentence, and a partition by whole sentences could
 * only part them a sentence early or late. Each boundary is then placed at the clause gap nearby
 * that best parts the two subjects (see topic-boundaries.fns).
 */
export function segmentTopics(units: readonly CohesionUnit[], spokenSec: number): number[] {
  const n = units.length;
  if (n === 0) return [];
  if (desiredTopicCount(n, spokenSec) <= 1 && !units.some(pinned)) return units.map(() => 0);
  const raw = conceptBags(units);
  const maxTopics = Math.max(topicRules.maxTopics, Math.ceil(spokenSec / topicRules.secondsPerSubject));
  const topicOf = partitionTopics(units, raw, { maxTopics, minTopicSec: topicRules.minTopicSec });
  const bags = weightByRarity(raw);
  const split = splitShortSubjects(units, bags, topicOf, maxTopics);
  // A partition led by meaning already parts subjects at the right clause and keeps alike halves
  // together: moving boundaries by words' lean undid it (bench/topic-boundaries.bench.ts, unseen
  // sets: 14 → 26 of 62 changes missed), and so did joining neighbours that share words. Only the
  // boundaries chance explains go (a short stretch of meaning always leans somewhere).
  const meaning = centredMeaning(units);
  if (meaning) {
    const kept = mergeSlivers(units, bags, split, pinned);
    const significant = mergeChanceBoundaries(
      units,
      meaning,
      units.map((u) => u.meaning!),
      kept,
      (u) => u.sourceStart,
    );
    const snapped = snapToLongPauses(units, significant, topicRules.boundaryPauseSec, topicRules.minTopicSec);
    return openAtTurns(units, snapped, turnRules);
  }
  const placed = mergeSlivers(units, bags, placeBoundaries(units, bags, raw, split, pinned), pinned);
  // Halves of one subject join even across a long pause (a speaker who pauses to think between sentences).
  const speech = units.reduce((sum, u) => sum + u.duration, 0);
  // A joined topic may run to half as long again as the length's share of one topic, and no
  // longer than a subject of an interview runs: in long footage every long topic shares words.
  const longest = Math.min((1.5 * speech) / desiredTopicCount(n, spokenSec), topicRules.longestJoinSec);
  const joined = joinAlikeNeighbours(units, bags, placed, (u) => u.sourceStart, topicRules.alikeAbove, longest);
  return openAtTurns(units, joined, turnRules);
}

export interface PhraseScore {
  phrase: string;
  stems: string[];
  score: number;
  /** Said first in the topic's opening sentence, where a speaker names what they will talk about. */
  opening?: boolean;
}

interface Candidate {
  surface: Map<string, number>;
  stems: string[];
  count: number;
  /** Σ over occurrences of the least confidence among its words. */
  heard: number;
  /** Index of the unit it is first said in. */
  firstUnit: number;
}

/** Candidate phrases of one group of units: runs of content words up to 3 long. */
function candidates(units: readonly CohesionUnit[]): Map<string, Candidate> {
  const out = new Map<string, Candidate>();
  units.forEach((u, at) => {
    let run: string[] = [];
    let sure: number[] = [];
    const flush = () => {
      for (let len = 1; len <= Math.min(topicRules.maxPhraseWords, run.length); len++) {
        for (let i = 0; i + len <= run.length; i++) {
          const words = run.slice(i, i + len);
          const stems = words.map(stem);
          const key = stems.join(' ');
          const entry = out.get(key) ?? {
            surface: new Map<string, number>(),
            stems,
            count: 0,
            heard: 0,
            firstUnit: at,
          };
          entry.count++;
          entry.heard += Math.min(...sure.slice(i, i + len));
          const surface = words.join(' ');
          entry.surface.set(surface, (entry.surface.get(surface) ?? 0) + 1);
          out.set(key, entry);
        }
      }
      run = [];
      sure = [];
    };
    u.tokens.forEach((t, k) => {
      if (!t) return flush();
      run.push(t);
      sure.push(u.tokenConfidence?.[k] ?? 1);
    });
    flush();
  });
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
    for (const { surface, stems, count, heard, firstUnit } of candidates(units.filter((u) => !u.noise)).values()) {
      const weight =
        stems.reduce((sum, s) => sum + (counts.get(s) ?? 0) * Math.log(1 + k / (df.get(s) ?? 1)), 0) / stems.length;
      const lengthFactor = stems.length === 1 ? 1 : count > 1 ? 1.2 * stems.length : 0.6;
      const sureness = Math.min(1, heard / count / topicRules.labelSureAbove);
      const phrase = [...surface.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      // Very short words are usually recogniser noise ("uh", "th").
      if (phrase.length < 4) continue;
      scores.push({
        phrase,
        stems,
        score: weight * lengthFactor * Math.sqrt(count) * sureness,
        opening: firstUnit === 0,
      });
    }
    scores.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
    // Only noun phrases name a topic; tagging is the costly step, so only the best are tagged.
    const kept: PhraseScore[] = [];
    const lines = units.flatMap((u) => (u.text && !u.noise ? [u.text.toLowerCase()] : []));
    for (const p of scores) {
      if (kept.length >= topicRules.phrasesPerTopic) break;
      const words = p.phrase.split(' ');
      if (
        isNounPhraseIn(
          words,
          lines.filter((line) => line.includes(p.phrase)),
        )
      )
        kept.push(p);
    }
    return rankByCentrality(kept, units);
  });
}

/**
 * A 1–3 word label from a topic's top phrases, those of its opening sentence first (see
 * topicRules.openingBonus), without saying a thing twice ("metres and meters", "hair and
 * hairdresser") or adding a time, an amount ("sauce and weekend") or a relative ("jigsaws and husband").
 */
export function topicLabel(scored: readonly PhraseScore[], fallback: string): string {
  const phrases = scored
    .map((p) => (p.opening ? { ...p, score: p.score * topicRules.openingBonus } : p))
    .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  // A time, unit or count ("weekend", "metres", "dozen") names no subject while anything else is there to name it.
  const first = phrases.find((p) => !p.phrase.split(' ').every(isVagueNoun)) ?? phrases[0];
  if (!first) return fallback;
  if (first.stems.length > 1) return first.phrase;
  const second = phrases.find(
    (p) =>
      p.stems.length === 1 &&
      p.stems[0] !== first.stems[0] &&
      !isVagueNoun(p.phrase) &&
      !isKin(p.phrase) &&
      !sayTheSame(p.phrase, first.phrase),
  );
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
 * A phrase of a time, an amount or a part ("months", "the best part", "nights people") names no
 * subject.
 */
const vagueness = (phrase: string) => (phrase.split(' ').some(isVagueNoun) ? topicRules.vagueLabelPenalty : 1);

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
    .map((p, i) => ({
      ...p,
      score: (p.score * (0.5 + centrality[i]! / top)) / ambiguity(p.phrase) / vagueness(p.phrase),
    }))
    .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
}
