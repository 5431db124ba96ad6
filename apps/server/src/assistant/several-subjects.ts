/**
 * "A clip about beekeeping and sailing": where no topic holds the subjects together, each is found
 * on its own (as one subject would be, see matching.fns) and given an equal share of the length.
 * A subject the footage does not hold is named in the reply and left out, never filled with
 * something else; when none is found, the caller answers as for one subject.
 */
import type { Segment } from '@otto/shared/container';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import { cutSegments, fitDuration, unitRange, type WordRange } from './cut-rules';
import { confidentMatch, rankTopicsFor, subjectOf } from './matching.fns';
import { subjectCloseness } from './subject-meaning.fns';
import { subjectCandidates } from './subject-passage.fns';

/** The subjects of a request that names several: "beekeeping and sailing", "bees, boats & bread". */
export const subjectParts = (about: string): string[] =>
  about
    .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface SeveralSubjectsCut {
  title: string;
  segments: Segment[];
  reply: string;
}

const overlaps = (u: Unit, r: WordRange) =>
  u.sourceId === r.sourceId && r.firstWord <= u.lastWord && u.firstWord <= r.lastWord;

/**
 * The clip over every part that the footage holds, in footage order, or undefined when it holds
 * none. `partMeanings` (one per part, where the model ran) rank each part's lines by meaning.
 */
export function severalSubjectsCut(
  analysis: Analysis,
  parts: readonly string[],
  seconds: number | undefined,
  partMeanings?: readonly Float32Array[],
): SeveralSubjectsCut | undefined {
  const found = parts.map((part, i) => {
    const closeness = subjectCloseness(analysis, partMeanings?.[i]);
    return { part, closeness, matched: rankTopicsFor(analysis, subjectOf(part), closeness) };
  });
  const held = found.filter((f) => confidentMatch(f.matched[0]));
  if (held.length === 0) return undefined;
  const share = seconds !== undefined ? seconds / held.length : undefined;
  const ranges: WordRange[] = [];
  const taken = new Set<string>();
  const places: string[] = [];
  for (const { part, closeness, matched } of held) {
    // Two subjects of one passage share it once: the second takes lines the first left.
    const candidates = subjectCandidates(analysis, matched, closeness).filter((u) => !taken.has(u.id));
    const picked =
      share !== undefined
        ? fitDuration(analysis, candidates, share, {}, { passage: true }).ranges
        : candidates.map(unitRange);
    for (const u of candidates) if (picked.some((r) => overlaps(u, r))) taken.add(u.id);
    ranges.push(...picked);
    const topic = analysis.topics[matched[0]!.topic]!;
    places.push(
      `“${part}” from topic ${topic.index + 1}, “${topic.label}” (${formatClock(topic.start)}–${formatClock(topic.end)})`,
    );
  }
  const missing = found.filter((f) => !held.includes(f)).map((f) => `“${f.part}”`);
  const names = held.map((f) => f.part);
  const title = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  return {
    title: title.replace(/^./, (c) => c.toUpperCase()),
    segments: cutSegments(analysis, ranges),
    reply: [
      `This clip holds ${places.join(' and ')}.`,
      missing.length
        ? `I found nothing about ${missing.join(' or ')}, so ${missing.length === 1 ? 'it is' : 'they are'} not in it.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}
