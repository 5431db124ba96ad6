/**
 * "A clip about beekeeping and sailing": where no topic holds the subjects together, each is found
 * on its own (as one subject would be, see matching.fns) and cut as one subject is (subject-cut.ts),
 * sharing the length. A subject the footage does not hold is named in the reply and left out,
 * never filled with something else; when none is found, the caller answers as for one subject.
 */
import type { Analysis } from '../analyse/analyse.types';
import { formatClock, spokenList } from '../analyse/text.fns';
import { cutRules, rangesDuration } from './cut-rules';
import { confidentMatch, rankTopicsFor, subjectOf } from './matching.fns';
import { subjectCut, type SubjectCut } from './subject-cut';
import { subjectCloseness } from './subject-meaning.fns';
import { subjectCandidates } from './subject-passage.fns';

/** The subjects of a request that names several: "beekeeping and sailing", "bees, boats & bread". */
export const subjectParts = (about: string): string[] =>
  about
    .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface SeveralSubjectsCut extends SubjectCut {
  title: string;
  /** Where each subject came from, and which the footage lacks. */
  notes: string[];
}

/**
 * The clip over every part that the footage holds, or undefined when it holds none.
 * `partMeanings` (one per part, where the model ran) rank each part's lines by meaning.
 */
export function severalSubjectsCut(
  analysis: Analysis,
  parts: readonly string[],
  seconds: number | undefined,
  partMeanings?: readonly Float32Array[],
): SeveralSubjectsCut | undefined {
  const found = parts.map((part, i) => {
    const closeness = subjectCloseness(analysis, partMeanings?.[i]);
    const matched = rankTopicsFor(analysis, subjectOf(part), closeness);
    return {
      part,
      matched,
      candidates: confidentMatch(matched[0]) ? subjectCandidates(analysis, matched, closeness) : [],
    };
  });
  const held = found.filter((f) => f.candidates.length > 0);
  if (held.length === 0) return undefined;
  const material = (f: (typeof held)[number]) => rangesDuration(analysis, f.candidates);
  // The subject with the least material is cut first: what it cannot fill goes to the others.
  const byMaterial = [...held].sort((a, b) => material(a) - material(b));
  const cuts = new Map<string, SubjectCut>();
  const taken = new Set<string>();
  let left = seconds;
  byMaterial.forEach((f, i) => {
    // Two subjects of one passage share it once: the second takes lines the first left.
    const candidates = f.candidates.filter((u) => !taken.has(u.id));
    const share = left === undefined ? undefined : left / (byMaterial.length - i);
    const cut = subjectCut(analysis, candidates, f.matched[0]!.hits, share);
    for (const u of cut.held) taken.add(u.id);
    if (left !== undefined) left = Math.max(0, left - cut.duration);
    cuts.set(f.part, cut);
  });
  const ranges = held.flatMap((f) => cuts.get(f.part)!.ranges);
  const duration = rangesDuration(analysis, ranges);
  const places = held.map(({ part, matched }) => {
    const topic = analysis.topics[matched[0]!.topic]!;
    return `“${part}” from topic ${topic.index + 1}, “${topic.label}” (${formatClock(topic.start)}–${formatClock(topic.end)})`;
  });
  const missing = found.filter((f) => !held.includes(f)).map((f) => `“${f.part}”`);
  const names = held.map((f) => f.part);
  const title = spokenList(names);
  return {
    title: title.replace(/^./, (c) => c.toUpperCase()),
    ranges,
    duration,
    met: seconds === undefined || Math.abs(duration - seconds) <= seconds * cutRules.durationTolerance,
    picked: held.flatMap((f) => cuts.get(f.part)!.picked),
    held: held.flatMap((f) => cuts.get(f.part)!.held),
    notes: [
      `This clip holds ${spokenList(places)}.`,
      missing.length
        ? `I found nothing about ${spokenList(missing, 'or')}, so ${missing.length === 1 ? 'it is' : 'they are'} not in it.`
        : '',
    ].filter(Boolean),
  };
}
