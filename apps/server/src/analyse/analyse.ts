/**
 * Transcript analysis: the pure step between transcription and the assistant. Sources are
 * analysed in project order and their sentences become units with project-wide ids (u1, u2, …),
 * which the planner and the llm engine refer to.
 */
import type { Analysis, Filler, KeyPhrase, SourceInput, TimeSpan, Topic, Unit } from './analyse.types';
import {
  clausePauseOf,
  findFillers,
  findRetakes,
  findSilences,
  isPunctuated,
  opensSentence,
  splitClauses,
  splitSentences,
  type WordRange,
} from './sentences.fns';
import { isSoundCheck } from './sound-check.fns';
import { lineSalience } from './salience.fns';
import { isInterjection, labelChangesAt } from './turns.fns';
import { stem } from './text.fns';
import { phraseTokens, segmentTopics, topicKeyPhrases, topicLabel, type CohesionUnit } from './topics.fns';

/** Words only; see analyseWithMeaning for topics found from what the clauses mean as well. */
export function analyseTranscripts(sources: readonly SourceInput[]): Analysis {
  return analysePrepared(prepareAnalysis(sources));
}

/** Sentences, fillers and the clauses topics are found over: what analysis reads before meaning is asked. */
export function prepareAnalysis(sources: readonly SourceInput[]) {
  const prepared = prepare(sources);
  return { sources, prepared, clauses: topicClauses(prepared) };
}

export type PreparedAnalysis = ReturnType<typeof prepareAnalysis>;

/** The text of every clause topics are found over, in order: what sentence meaning is asked of. */
export const clauseTexts = (analysis: PreparedAnalysis): string[] => analysis.clauses.map((c) => c.text);

/**
 * `clauseMeaning`, where given, holds what each of `clauseTexts(analysis)` means (see
 * sentence-meaning.ts): topics are then found from meaning as well as words.
 */
export function analysePrepared(analysis: PreparedAnalysis, clauseMeaning?: readonly Float32Array[]): Analysis {
  const { sources, prepared, clauses } = analysis;
  const units: Unit[] = [];
  const cohesion: CohesionUnit[] = [];
  const silences: TimeSpan[] = [];
  const fillers: Filler[] = [];
  const lineScores: number[] = [];
  const unitMeaning = new Map<string, Float32Array>();
  let spoken = 0;

  if (clauseMeaning?.length === clauses.length) clauses.forEach((c, i) => (c.meaning = clauseMeaning[i]));
  const topicOf = segmentTopics(clauses, spokenOf(prepared));
  let at = 0;

  for (const { source, sentences: found, fillerRanges, fillerWords, clausePause, punctuated } of prepared) {
    const { words, sourceId } = source;
    // A sentence across a quiet change of subject is parted where the subject changes, and an
    // unpunctuated one where a clause opens a new sentence (see opensSentence).
    const sentences: Array<WordRange & { topic: number; clauses: number[] }> = [];
    for (const sentence of found) {
      for (const clause of splitClauses(words, sentence, clausePause)) {
        const index = at++;
        const topic = topicOf[index]!;
        const last = sentences.at(-1);
        if (
          last &&
          last.topic === topic &&
          last.lastWord === clause.firstWord - 1 &&
          clause.firstWord > sentence.firstWord &&
          (punctuated || !opensSentence(words, last, clause))
        ) {
          last.lastWord = clause.lastWord;
          last.clauses.push(index);
        } else sentences.push({ ...clause, topic, clauses: [index] });
      }
    }
    const retakes = findRetakes(words, sentences);
    for (const f of fillerRanges) {
      fillers.push({
        sourceId,
        firstWord: f.firstWord,
        lastWord: f.lastWord,
        text: f.text,
        start: words[f.firstWord]!.start,
        end: words[f.lastWord]!.end,
      });
    }
    for (const s of findSilences(words, source.durationSec)) silences.push({ sourceId, ...s });
    const base = units.length;
    sentences.forEach((s, i) => {
      const slice = words.slice(s.firstWord, s.lastWord + 1);
      const kept = slice.filter((_, k) => !fillerWords.has(s.firstWord + k));
      spoken += slice.at(-1)!.end - slice[0]!.start;
      const meaning = meaningOf(s.clauses.map((c) => clauses[c]!.meaning));
      if (meaning) unitMeaning.set(`u${base + i + 1}`, meaning);
      units.push({
        id: `u${base + i + 1}`,
        sourceId,
        firstWord: s.firstWord,
        lastWord: s.lastWord,
        start: slice[0]!.start,
        end: slice.at(-1)!.end,
        text: slice.map((w) => w.text).join(' '),
        wordCount: slice.length,
        topic: s.topic,
        retakeOf: null,
        quoteScore: 0,
        ...(isSoundCheck(kept.map((w) => w.text).join(' ')) ? { soundCheck: true } : {}),
      });
      const salience = lineSalience(
        slice,
        new Set(slice.map((_, k) => k).filter((k) => fillerWords.has(s.firstWord + k))),
      );
      lineScores.push(salience.score);
      const previous = words[s.firstWord - 1];
      cohesion.push({
        text: kept.map((w) => w.text).join(' '),
        tokens: phraseTokens(kept.map((w) => w.text)),
        tokenConfidence: kept.map((w) => w.confidence),
        sourceStart: i === 0 && base > 0,
        duration: slice.at(-1)!.end - slice[0]!.start,
        pauseBefore: previous ? slice[0]!.start - previous.end : 0,
        speakerChange: labelChangesAt(words, s.firstWord),
        noise: salience.noise,
      });
    });
    for (const [earlier, later] of retakes) units[base + earlier]!.retakeOf = `u${base + later + 1}`;
  }

  const topicCount = units.length ? Math.max(...units.map((u) => u.topic)) + 1 : 0;
  const groups = Array.from({ length: topicCount }, (_, t) => cohesion.filter((_, i) => units[i]!.topic === t));
  const phrasesByTopic = topicKeyPhrases(groups);

  const topics: Topic[] = phrasesByTopic.map((phrases, t) => {
    const members = units.filter((u) => u.topic === t);
    return {
      index: t,
      label: topicLabel(phrases, `topic ${t + 1}`),
      keyPhrases: phrases.slice(0, 6).map((p) => p.phrase),
      unitIds: members.map((u) => u.id),
      start: members[0]?.start ?? 0,
      end: members.at(-1)?.end ?? 0,
      duration: members.reduce((sum, u) => sum + (u.end - u.start), 0),
    };
  });

  const keyPhrases = mergeKeyPhrases(phrasesByTopic.flat());
  scoreQuotes(units, cohesion, keyPhrases, lineScores);
  const quotable = units
    .filter((u) => u.quoteScore > 0)
    .sort((a, b) => b.quoteScore - a.quoteScore || a.start - b.start)
    .map((u) => u.id);

  return {
    sources: [...sources],
    units,
    topics,
    keyPhrases,
    silences,
    fillers,
    quotable,
    ...(unitMeaning.size === units.length && units.length > 0 ? { unitMeaning } : {}),
    totalDuration: sources.reduce((sum, s) => sum + s.durationSec, 0),
    spokenDuration: spoken,
  };
}

/** A unit's meaning: its clauses' together, unit length; undefined when any clause lacks one. */
function meaningOf(parts: ReadonlyArray<Float32Array | undefined>): Float32Array | undefined {
  if (parts.length === 0 || parts.some((p) => !p)) return undefined;
  const sum = new Float32Array(parts[0]!.length);
  for (const p of parts) for (let d = 0; d < sum.length; d++) sum[d]! += p![d]!;
  let norm = 0;
  for (const x of sum) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < sum.length; d++) sum[d]! /= norm;
  return sum;
}

function prepare(sources: readonly SourceInput[]) {
  return sources.map((source) => {
    const sentences = splitSentences(source.words);
    const fillerRanges = findFillers(source.words);
    const fillerWords = new Set<number>();
    for (const f of fillerRanges) for (let i = f.firstWord; i <= f.lastWord; i++) fillerWords.add(i);
    return {
      source,
      sentences,
      fillerRanges,
      fillerWords,
      clausePause: clausePauseOf(source.words),
      punctuated: isPunctuated(source.words),
    };
  });
}

type Prepared = ReturnType<typeof prepare>;

const spokenOf = (prepared: Prepared) =>
  prepared.reduce(
    (sum, { source, sentences }) =>
      sum + sentences.reduce((s, r) => s + source.words[r.lastWord]!.end - source.words[r.firstWord]!.start, 0),
    0,
  );

/**
 * Every clause of every sentence, sources in order: topics are found per clause, and their
 * boundaries placed to the clause (a quiet change of subject may fall inside a "sentence" when the
 * pause there is shorter than the recogniser's sentence gap).
 */
function topicClauses(prepared: Prepared): Array<CohesionUnit & { text: string }> {
  const clauses: Array<CohesionUnit & { text: string }> = [];
  for (const { source, sentences, fillerWords, clausePause } of prepared) {
    const { words } = source;
    let mainSpeaker: number | undefined;
    sentences.forEach((sentence, i) => {
      const whole = words.slice(sentence.firstWord, sentence.lastWord + 1);
      const { noise: saysNothing } = lineSalience(
        whole,
        new Set(whole.map((_, k) => k).filter((k) => fillerWords.has(sentence.firstWord + k))),
      );
      const interjection = isInterjection(words, sentence);
      const noise = saysNothing || interjection;
      const speaker = words[sentence.firstWord]!.speaker;
      splitClauses(words, sentence, clausePause).forEach((clause, c) => {
        const slice = words.slice(clause.firstWord, clause.lastWord + 1);
        const previous = words[clause.firstWord - 1];
        const quiet = new Set(slice.map((_, k) => k).filter((k) => fillerWords.has(clause.firstWord + k)));
        const kept = slice.filter((_, k) => !fillerWords.has(clause.firstWord + k)).map((w) => w.text);
        clauses.push({
          text: kept.join(' '),
          tokens: phraseTokens(kept),
          sourceStart: i === 0 && c === 0 && clauses.length > 0,
          duration: slice.at(-1)!.end - slice[0]!.start,
          pauseBefore: previous ? slice[0]!.start - previous.end : 0,
          // An interjection neither starts a new speaker's part nor ends one: the speaker it
          // interrupted goes on.
          speakerChange: c === 0 && !interjection && mainSpeaker !== undefined && speaker !== mainSpeaker,
          turnStart: labelChangesAt(words, clause.firstWord),
          // A microphone check run on into a sentence is still noise.
          noise: noise || (c > 0 || sentence.lastWord > clause.lastWord ? lineSalience(slice, quiet).noise : false),
          continuesSentence: c > 0,
          confidence: slice.reduce((sum, w) => sum + w.confidence, 0) / slice.length,
        });
      });
      if (!interjection) mainSpeaker = speaker;
    });
  }
  return clauses;
}

function mergeKeyPhrases(all: ReadonlyArray<{ phrase: string; stems: string[]; score: number }>): KeyPhrase[] {
  const byStems = new Map<string, KeyPhrase>();
  for (const p of all) {
    const key = p.stems.join(' ');
    const seen = byStems.get(key);
    if (seen) seen.score += p.score;
    else byStems.set(key, { phrase: p.phrase, stems: p.stems, score: p.score });
  }
  return [...byStems.values()].sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase)).slice(0, 30);
}

/**
 * A good quote is a salient line (see salience.fns) that also carries the footage's key phrases;
 * retakes and noise lines never are.
 */
function scoreQuotes(
  units: Unit[],
  cohesion: readonly CohesionUnit[],
  keyPhrases: readonly KeyPhrase[],
  lineScores: readonly number[],
): void {
  const keyWeight = new Map<string, number>();
  const top = keyPhrases[0]?.score ?? 1;
  for (const p of keyPhrases) for (const s of p.stems) keyWeight.set(s, Math.max(keyWeight.get(s) ?? 0, p.score / top));
  units.forEach((u, i) => {
    if (u.retakeOf || cohesion[i]!.noise) return;
    const tokens = cohesion[i]!.tokens.filter((t): t is string => t !== null);
    const density = tokens.length
      ? tokens.reduce((sum, t) => sum + (keyWeight.get(stem(t)) ?? 0), 0) / Math.sqrt(u.wordCount)
      : 0;
    u.quoteScore = lineScores[i]! * (0.7 + Math.min(0.6, density));
  });
  const max = Math.max(0, ...units.map((u) => u.quoteScore));
  if (max > 0) for (const u of units) u.quoteScore = Math.round((u.quoteScore / max) * 1000) / 1000;
}
