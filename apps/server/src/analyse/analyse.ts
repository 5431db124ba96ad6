/**
 * Transcript analysis: the pure step between transcription and the assistant. Sources are
 * analysed in project order and their sentences become units with project-wide ids (u1, u2, …),
 * which the planner and the llm engine refer to.
 */
import type { Analysis, Filler, KeyPhrase, SourceInput, TimeSpan, Topic, Unit } from './analyse.types';
import { findFillers, findRetakes, findSilences, splitSentences } from './sentences.fns';
import { normaliseToken, stem } from './text.fns';
import { phraseTokens, segmentTopics, topicKeyPhrases, topicLabel, type CohesionUnit } from './topics.fns';

const quoteRules = { minWords: 6, maxWords: 25 } as const;

export function analyseTranscripts(sources: readonly SourceInput[]): Analysis {
  const units: Unit[] = [];
  const cohesion: CohesionUnit[] = [];
  const silences: TimeSpan[] = [];
  const fillers: Filler[] = [];
  let spoken = 0;

  for (const source of sources) {
    const { words, sourceId } = source;
    const sentences = splitSentences(words);
    const retakes = findRetakes(words, sentences);
    const sourceFillers = findFillers(words);
    const fillerWords = new Set<number>();
    for (const f of sourceFillers) {
      for (let i = f.firstWord; i <= f.lastWord; i++) fillerWords.add(i);
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
      units.push({
        id: `u${base + i + 1}`,
        sourceId,
        firstWord: s.firstWord,
        lastWord: s.lastWord,
        start: slice[0]!.start,
        end: slice.at(-1)!.end,
        text: slice.map((w) => w.text).join(' '),
        wordCount: slice.length,
        topic: 0,
        retakeOf: null,
        quoteScore: 0,
      });
      cohesion.push({
        tokens: phraseTokens(kept.map((w) => w.text)),
        sourceStart: i === 0 && base > 0,
        duration: slice.at(-1)!.end - slice[0]!.start,
      });
    });
    for (const [earlier, later] of retakes) units[base + earlier]!.retakeOf = `u${base + later + 1}`;
  }

  const topicOf = segmentTopics(cohesion, spoken);
  units.forEach((u, i) => (u.topic = topicOf[i] ?? 0));
  const topicCount = units.length ? Math.max(...topicOf) + 1 : 0;
  const groups = Array.from({ length: topicCount }, (_, t) => cohesion.filter((_, i) => topicOf[i] === t));
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
  scoreQuotes(units, cohesion, keyPhrases, fillers);
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
    totalDuration: sources.reduce((sum, s) => sum + s.durationSec, 0),
    spokenDuration: spoken,
  };
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
 * A good quote is a whole thought (6–25 words), dense in the transcript's key phrases, free of
 * fillers and not a retake; the recogniser's confidence breaks ties.
 */
function scoreQuotes(
  units: Unit[],
  cohesion: readonly CohesionUnit[],
  keyPhrases: readonly KeyPhrase[],
  fillers: readonly Filler[],
): void {
  const keyWeight = new Map<string, number>();
  const top = keyPhrases[0]?.score ?? 1;
  for (const p of keyPhrases) for (const s of p.stems) keyWeight.set(s, Math.max(keyWeight.get(s) ?? 0, p.score / top));
  units.forEach((u, i) => {
    if (u.retakeOf) return;
    const tokens = cohesion[i]!.tokens.filter((t): t is string => t !== null);
    const n = u.wordCount;
    const lengthFit =
      n < 3
        ? 0
        : n < quoteRules.minWords
          ? n / quoteRules.minWords / 2
          : n > quoteRules.maxWords
            ? quoteRules.maxWords / n
            : 1;
    const density = tokens.length
      ? tokens.reduce((sum, t) => sum + (keyWeight.get(stem(t)) ?? 0), 0) / Math.sqrt(n)
      : 0;
    const hasFiller = fillers.some(
      (f) => f.sourceId === u.sourceId && f.firstWord >= u.firstWord && f.lastWord <= u.lastWord,
    );
    const distinct = new Set(tokens.map(normaliseToken)).size;
    u.quoteScore = lengthFit * (0.3 + Math.min(1, density) + Math.min(0.3, distinct / 20)) * (hasFiller ? 0.6 : 1);
  });
  const max = Math.max(0, ...units.map((u) => u.quoteScore));
  if (max > 0) for (const u of units) u.quoteScore = Math.round((u.quoteScore / max) * 1000) / 1000;
}
