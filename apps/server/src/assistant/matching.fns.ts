/** Matching a prompt's subject against noisy transcript words (stems, then near-misses). */
import type { Analysis, Unit } from '../analyse/analyse.types';
import { contentStems, editDistance, normaliseToken, stem } from '../analyse/text.fns';

/** Stems match exactly, or within one edit for longer words (recognisers mishear). */
export const stemsMatch = (a: string, b: string): boolean =>
  a === b || (a.length >= 5 && b.length >= 5 && editDistance(a, b) <= 1);

export interface WordHit {
  sourceId: string;
  wordIndex: number;
  start: number;
  end: number;
  unit: Unit;
}

/** Every word occurrence of the query's content words, in time order. */
export function findMentions(analysis: Analysis, query: string): WordHit[] {
  const wanted = contentStems(query);
  const fallback = query.split(/\s+/).map(normaliseToken).filter(Boolean).map(stem);
  const targets = wanted.length ? wanted : fallback;
  if (targets.length === 0) return [];
  const hits: WordHit[] = [];
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  for (const unit of analysis.units) {
    const words = sources.get(unit.sourceId)!.words;
    for (let i = unit.firstWord; i <= unit.lastWord; i++) {
      const s = stem(normaliseToken(words[i]!.text));
      if (s && targets.some((t) => stemsMatch(s, t)))
        hits.push({ sourceId: unit.sourceId, wordIndex: i, start: words[i]!.start, end: words[i]!.end, unit });
    }
  }
  return hits;
}

/** Topics by how much of the query they contain (key phrases weigh double), best first. */
export function rankTopicsFor(analysis: Analysis, query: string): Array<{ topic: number; score: number }> {
  const targets = contentStems(query);
  const hits = findMentions(analysis, query);
  return analysis.topics
    .map((t) => {
      const inUnits = hits.filter((h) => h.unit.topic === t.index).length;
      const inPhrases = t.keyPhrases.filter((p) =>
        contentStems(p).some((s) => targets.some((x) => stemsMatch(s, x))),
      ).length;
      return { topic: t.index, score: inUnits + 2 * inPhrases };
    })
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score || a.topic - b.topic);
}
