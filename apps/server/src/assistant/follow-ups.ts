/**
 * Follow-up edits on the previous container: a new version derived from the story a message
 * showed ("make the hook punchier", "remove the ums and long pauses"), the old one stays in chat.
 */
import type { Container, Segment } from '@otto/shared/container';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import { cutRules, cutSegments, type CutOptions, type WordRange } from './cut-rules';

const slack = 0.02;

/** The previous story as word ranges, one group per segment in its playing order. */
export function previousRanges(analysis: Analysis, container: Container, storyIndex: number) {
  const chosen = container.stories.find((s) => s.index === storyIndex) ?? container.stories[0];
  if (!chosen) return undefined;
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  const groups: WordRange[][] = [];
  for (const seg of chosen.segments) {
    const source = sources.get(seg.sourceId);
    if (!source) continue;
    let first = -1;
    let last = -1;
    source.words.forEach((w, i) => {
      if (w.start >= seg.start - slack && w.end <= seg.end + slack) {
        if (first < 0) first = i;
        last = i;
      }
    });
    if (first >= 0) groups.push([{ sourceId: seg.sourceId, firstWord: first, lastWord: last }]);
  }
  return { title: chosen.title, groups, ranges: groups.flat() };
}

const duration = (segments: readonly Segment[]) => segments.reduce((s, x) => s + (x.end - x.start), 0);
const cutGroups = (analysis: Analysis, groups: readonly WordRange[][], opts: CutOptions = {}) =>
  groups.flatMap((g) => cutSegments(analysis, g, opts));

const wordsIn = (groups: readonly WordRange[][]) => groups.flat();
const inRanges = (ranges: readonly WordRange[], sourceId: string, i: number) =>
  ranges.some((r) => r.sourceId === sourceId && i >= r.firstWord && i <= r.lastWord);

/** Cuts filler words and long pauses out of every segment, keeping the segment order. */
export function tighten(analysis: Analysis, groups: readonly WordRange[][]): { segments: Segment[]; reply: string } {
  const before = cutGroups(analysis, groups);
  const segments = cutGroups(analysis, groups, { dropFillers: true, removePauses: true });
  const ranges = wordsIn(groups);
  const fillers = analysis.fillers.filter((f) => inRanges(ranges, f.sourceId, f.firstWord));
  let pauses = 0;
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  for (const r of ranges) {
    const words = sources.get(r.sourceId)!.words;
    for (let i = r.firstWord; i < r.lastWord; i++)
      if (words[i + 1]!.start - words[i]!.end >= cutRules.longPauseSec) pauses++;
  }
  if (fillers.length === 0 && pauses === 0) {
    return { segments, reply: 'I found no filler words or long pauses in this edit — it is already tight.' };
  }
  const kinds = [...new Set(fillers.map((f) => f.text))].slice(0, 4).join(', ');
  const saved = duration(before) - duration(segments);
  return {
    segments,
    reply: `Removed ${fillers.length} filler${fillers.length === 1 ? '' : 's'}${kinds ? ` (${kinds})` : ''} and ${pauses} pause${pauses === 1 ? '' : 's'} of ${cutRules.longPauseSec} s or more: ${formatClock(duration(before))} → ${formatClock(duration(segments))} (${saved.toFixed(1)} s shorter).`,
  };
}

/** Units whose words overlap the ranges, in playing order. */
function unitsIn(analysis: Analysis, groups: readonly WordRange[][]): Unit[] {
  return groups
    .flat()
    .flatMap((r) =>
      analysis.units.filter((u) => u.sourceId === r.sourceId && u.lastWord >= r.firstWord && u.firstWord <= r.lastWord),
    );
}

/** Removes one unit's words from the ranges. */
function without(groups: readonly WordRange[][], unit: Unit): WordRange[][] {
  return groups
    .map((g) =>
      g.flatMap((r) => {
        if (r.sourceId !== unit.sourceId || r.lastWord < unit.firstWord || r.firstWord > unit.lastWord) return [r];
        const parts: WordRange[] = [];
        if (r.firstWord < unit.firstWord) parts.push({ ...r, lastWord: unit.firstWord - 1 });
        if (r.lastWord > unit.lastWord) parts.push({ ...r, firstWord: unit.lastWord + 1 });
        return parts;
      }),
    )
    .filter((g) => g.length > 0);
}

/** The parts of the ranges inside one unit. */
function clip(ranges: readonly WordRange[], unit: Unit): WordRange[] {
  return ranges
    .filter((r) => r.sourceId === unit.sourceId && r.lastWord >= unit.firstWord && r.firstWord <= unit.lastWord)
    .map((r) => ({
      ...r,
      firstWord: Math.max(r.firstWord, unit.firstWord),
      lastWord: Math.min(r.lastWord, unit.lastWord),
    }));
}

/**
 * Opens with the strongest line of the edit, and shortens the old opening: its weakest first
 * sentence goes, and fillers and pauses come out of what opens after the hook.
 */
export function punchUpHook(
  analysis: Analysis,
  groups: readonly WordRange[][],
): { segments: Segment[]; reply: string } {
  const units = unitsIn(analysis, groups);
  const hook = [...units]
    .filter((u) => !u.retakeOf)
    .sort((a, b) => b.quoteScore - a.quoteScore || a.start - b.start)[0];
  if (!hook)
    return { segments: cutGroups(analysis, groups), reply: 'This edit has no complete sentence I could open with.' };
  let rest = without(groups, hook);
  const restUnits = unitsIn(analysis, rest);
  const scores = units.map((u) => u.quoteScore).sort((a, b) => a - b);
  const median = scores[Math.floor(scores.length / 2)] ?? 0;
  const oldOpening = restUnits[0];
  let dropped: Unit | undefined;
  if (oldOpening && restUnits.length >= 2 && oldOpening.quoteScore < median) {
    dropped = oldOpening;
    rest = without(rest, oldOpening);
  }
  const hookRange = { sourceId: hook.sourceId, firstWord: hook.firstWord, lastWord: hook.lastWord };
  const hookSegs = cutSegments(analysis, [hookRange], { dropFillers: true, removePauses: true });
  // The line that now follows the hook loses its fillers and pauses; the rest plays as it was.
  const opening = unitsIn(analysis, rest)[0];
  const openingRanges = opening ? clip(rest.flat(), opening) : [];
  const others = opening ? without(rest, opening) : rest;
  const segments = [
    ...hookSegs,
    ...cutSegments(analysis, openingRanges, { dropFillers: true, removePauses: true }),
    ...cutGroups(analysis, others),
  ];
  const reply = [
    `It now opens with the strongest line (from ${formatClock(hook.start)}): “${capitalise(hook.text)}”.`,
    dropped
      ? `I dropped the old, slower opening “${capitalise(dropped.text)}” and tightened what follows.`
      : 'I tightened the lines that follow it.',
  ].join(' ');
  return { segments, reply };
}
