/**
 * What the rough-cut view shows, kept free of React so it can be tested: the chapter outline, the
 * proportional timeline strip and how much of each source file the cut keeps. Edit times are
 * seconds from the start of the cut; segment times are source seconds.
 */
import type { Segment, Story } from '@otto/shared/message';
import { formatClock } from '../player/player.fns';

/** What the view knows of a source file; the duration is unknown until the file was probed. */
export interface SourceFacts {
  id: string;
  filename: string;
  durationSec: number | null;
}

export interface ChapterRow {
  title: string;
  /** Where it begins in the edit. */
  start: number;
  duration: number;
  firstSegment: number;
  lastSegment: number;
}

export interface StripBlock {
  sourceId: string;
  /** Percentages of the whole edit. */
  left: number;
  width: number;
  /** Which colour its source gets: sources are numbered in the order the cut first uses them. */
  tone: number;
}

export interface SourceCoverage {
  sourceId: string;
  filename: string | null;
  /** Seconds of the source that the cut uses (overlapping segments count once). */
  kept: number;
  durationSec: number | null;
}

const length = (s: Pick<Segment, 'start' | 'end'>) => s.end - s.start;

/** Seconds of the edit before each segment, and the whole edit's length last. */
function offsets(segments: readonly Segment[]): number[] {
  const out = [0];
  for (const s of segments) out.push(out.at(-1)! + length(s));
  return out;
}

/** Source ids in the order the cut first uses them. */
export const sourceOrder = (segments: readonly Segment[]): string[] => [...new Set(segments.map((s) => s.sourceId))];

/** Where each chapter begins, from the story's own outline when it is usable. */
function chapterStarts(story: Pick<Story, 'segments' | 'chapters'>, sources: readonly SourceFacts[]) {
  const count = story.segments.length;
  const given = (story.chapters ?? [])
    .filter((c) => c.firstSegment < count)
    .sort((a, b) => a.firstSegment - b.firstSegment)
    .filter((c, i, all) => i === 0 || c.firstSegment !== all[i - 1]!.firstSegment);
  if (given.length > 0) return given.map((c, i) => ({ title: c.title, firstSegment: i === 0 ? 0 : c.firstSegment }));
  const order = sourceOrder(story.segments);
  if (order.length < 2) return [{ title: 'Rough cut', firstSegment: 0 }];
  // No outline: a chapter per source file, for each run of segments from one file.
  const name = (id: string) => sources.find((s) => s.id === id)?.filename ?? `File ${order.indexOf(id) + 1}`;
  return story.segments.flatMap((s, i) =>
    i === 0 || s.sourceId !== story.segments[i - 1]!.sourceId ? [{ title: name(s.sourceId), firstSegment: i }] : [],
  );
}

/** The outline rows: each chapter's title, where it begins in the edit and how long it runs. */
export function chapterRows(
  story: Pick<Story, 'segments' | 'chapters'>,
  sources: readonly SourceFacts[],
): ChapterRow[] {
  const count = story.segments.length;
  if (count === 0) return [];
  const at = offsets(story.segments);
  const starts = chapterStarts(story, sources);
  return starts.map((c, i) => {
    const lastSegment = (starts[i + 1]?.firstSegment ?? count) - 1;
    return {
      title: c.title,
      start: at[c.firstSegment]!,
      duration: at[lastSegment + 1]! - at[c.firstSegment]!,
      firstSegment: c.firstSegment,
      lastSegment,
    };
  });
}

/** The row holding segment `index`: the chapter playing now. */
export const chapterAt = (rows: readonly ChapterRow[], index: number): number =>
  rows.findIndex((r) => r.firstSegment <= index && index <= r.lastSegment);

/** The timeline strip: every segment as a block as wide as its share of the edit. */
export function stripLayout(segments: readonly Segment[]): StripBlock[] {
  const at = offsets(segments);
  const total = at.at(-1)!;
  if (total <= 0) return [];
  const order = sourceOrder(segments);
  return segments.map((s, i) => ({
    sourceId: s.sourceId,
    left: (at[i]! / total) * 100,
    width: (length(s) / total) * 100,
    tone: order.indexOf(s.sourceId),
  }));
}

/** Seconds covered by a set of source ranges, counting overlaps once. */
function covered(ranges: ReadonlyArray<Pick<Segment, 'start' | 'end'>>): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let sum = 0;
  let reach = -Infinity;
  for (const r of sorted) {
    const from = Math.max(r.start, reach);
    if (r.end > from) sum += r.end - from;
    reach = Math.max(reach, r.end);
  }
  return sum;
}

/** How much of each source file the cut keeps, in the order the cut uses them. */
export function sourceCoverage(segments: readonly Segment[], sources: readonly SourceFacts[]): SourceCoverage[] {
  return sourceOrder(segments).map((id) => {
    const source = sources.find((s) => s.id === id);
    return {
      sourceId: id,
      filename: source?.filename ?? null,
      kept: covered(segments.filter((s) => s.sourceId === id)),
      durationSec: source?.durationSec ?? null,
    };
  });
}

/** "Kept 3:12 of 12:40 · 25 %", or just what was kept while the file's length is unknown. */
export function coverageLabel(c: Pick<SourceCoverage, 'kept' | 'durationSec'>): string {
  if (!c.durationSec) return `Kept ${formatClock(c.kept)}`;
  const percent = Math.min(100, Math.round((c.kept / c.durationSec) * 100));
  return `Kept ${formatClock(c.kept)} of ${formatClock(c.durationSec)} · ${percent} %`;
}

/** Where each chapter after the first begins, as a percentage of the edit (for ticks on the strip). */
export function chapterTicks(rows: readonly ChapterRow[]): number[] {
  const last = rows.at(-1);
  const total = last ? last.start + last.duration : 0;
  return total > 0 ? rows.slice(1).map((row) => (row.start / total) * 100) : [];
}
