/**
 * Edit by transcript, the reading side: which words of its sources an edit plays, the edit as
 * lines of text (sentences, kept ones in playing order, cut ones struck through beside their
 * neighbours), and the checks a segment list must pass to be stored. The changes themselves are
 * in transcript-edit.ops.ts.
 */
import type { Chapter, Segment } from './container';
import { cutPlacementIssue, round6, type CutSource } from './word-cuts';

/** Inclusive word indexes into one source's words. */
export interface WordSpan {
  firstWord: number;
  lastWord: number;
}

/** One source as the edit view reads it: words, frame grid, sentences and fillers. */
export interface EditSource extends CutSource {
  sourceId: string;
  /** Sentences in source order (words outside every sentence become lines of their own). */
  sentences: readonly WordSpan[];
  /** Filler words and phrases ("um", "you know"), for "Remove fillers". */
  fillers: readonly WordSpan[];
}
export type EditSources = Readonly<Record<string, EditSource>>;

/** One word of one source, as the view selects it. */
export interface WordRef {
  sourceId: string;
  word: number;
}

export interface EditLineWord {
  index: number;
  text: string;
  kept: boolean;
}

/** A sentence of the edit as text. */
export interface EditLine {
  key: string;
  sourceId: string;
  words: EditLineWord[];
  /** Whether any of its words play. */
  kept: boolean;
}

const EPS = 1e-6;
const middle = (w: { start: number; end: number }) => (w.start + w.end) / 2;

/** The words a segment plays (those whose middle lies inside it), or null when it holds none. */
export function segmentSpan(source: EditSource, segment: Pick<Segment, 'start' | 'end'>): WordSpan | null {
  const words = source.words;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (middle(words[mid]!) < segment.start - EPS) lo = mid + 1;
    else hi = mid;
  }
  let last = lo - 1;
  while (last + 1 < words.length && middle(words[last + 1]!) <= segment.end + EPS) last++;
  return last >= lo ? { firstWord: lo, lastWord: last } : null;
}

const partitions = new WeakMap<EditSource, WordSpan[]>();

/** The source's sentences with the words between them as sentences of their own: every word in one. */
export function sentencesOf(source: EditSource): readonly WordSpan[] {
  const known = partitions.get(source);
  if (known) return known;
  const out: WordSpan[] = [];
  let at = 0;
  const sorted = [...source.sentences].sort((a, b) => a.firstWord - b.firstWord);
  for (const s of sorted) {
    if (s.lastWord < at) continue;
    if (s.firstWord > at) out.push({ firstWord: at, lastWord: s.firstWord - 1 });
    const first = Math.max(at, s.firstWord);
    const last = Math.min(s.lastWord, source.words.length - 1);
    if (last >= first) out.push({ firstWord: first, lastWord: last });
    at = last + 1;
  }
  if (at < source.words.length) out.push({ firstWord: at, lastWord: source.words.length - 1 });
  partitions.set(source, out);
  return out;
}

/** Index into sentencesOf(source) of the sentence holding word `word`. */
export function sentenceAt(source: EditSource, word: number): number {
  const parts = sentencesOf(source);
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (parts[mid]!.firstWord <= word) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export const lineKey = (sourceId: string, sentence: number) => `${sourceId}:${sentence}`;

/** The sentence key of a word. */
export const lineKeyOf = (source: EditSource, word: number) => lineKey(source.sourceId, sentenceAt(source, word));

/** The kept words of each source. */
export function keptWords(sources: EditSources, segments: readonly Segment[]): Map<string, Set<number>> {
  const kept = new Map<string, Set<number>>();
  for (const seg of segments) {
    const source = sources[seg.sourceId];
    const span = source && segmentSpan(source, seg);
    if (!span) continue;
    const set = kept.get(seg.sourceId) ?? new Set<number>();
    for (let i = span.firstWord; i <= span.lastWord; i++) set.add(i);
    kept.set(seg.sourceId, set);
  }
  return kept;
}

/**
 * The edit as lines: sentences it plays in playing order, and each sentence it cuts right after
 * the sentence before it in its source (so an edit in source order reads as the whole transcript).
 * Only sources the edit uses are shown.
 */
export function editLines(sources: EditSources, segments: readonly Segment[]): EditLine[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const used: string[] = [];
  for (const seg of segments) {
    const source = sources[seg.sourceId];
    if (!source) continue;
    if (!used.includes(seg.sourceId)) used.push(seg.sourceId);
    const span = segmentSpan(source, seg);
    if (!span) continue;
    for (let s = sentenceAt(source, span.firstWord); s <= sentenceAt(source, span.lastWord); s++) {
      const key = lineKey(seg.sourceId, s);
      if (!placed.has(key)) order.push(key);
      placed.add(key);
    }
  }
  for (const sourceId of used) {
    const parts = sentencesOf(sources[sourceId]!);
    for (let s = 0; s < parts.length; s++) {
      const key = lineKey(sourceId, s);
      if (placed.has(key)) continue;
      let at: number;
      if (s > 0) at = order.indexOf(lineKey(sourceId, s - 1)) + 1;
      else {
        const firstPlaced = order.findIndex((k) => k.startsWith(`${sourceId}:`));
        at = firstPlaced < 0 ? order.length : firstPlaced;
      }
      order.splice(at, 0, key);
      placed.add(key);
    }
  }
  const kept = keptWords(sources, segments);
  return order.map((key) => {
    const sep = key.lastIndexOf(':');
    const sourceId = key.slice(0, sep);
    const source = sources[sourceId]!;
    const part = sentencesOf(source)[Number(key.slice(sep + 1))]!;
    const keptHere = kept.get(sourceId);
    const words: EditLineWord[] = [];
    for (let i = part.firstWord; i <= part.lastWord; i++)
      words.push({ index: i, text: source.words[i]!.text, kept: keptHere?.has(i) ?? false });
    return { key, sourceId, words, kept: words.some((w) => w.kept) };
  });
}

/**
 * Segments as stored: rounded to the microsecond, touching neighbours of one source joined, texts
 * from the words they play (segments without words keep theirs), empty ones dropped.
 */
export function tidySegments(sources: EditSources, segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    const s = { ...seg, start: round6(seg.start), end: round6(seg.end) };
    if (s.end - s.start <= EPS) continue;
    const last = out.at(-1);
    if (last && last.sourceId === s.sourceId && s.start <= last.end + EPS && s.start >= last.start && s.end > last.end)
      last.end = s.end;
    else out.push(s);
  }
  return withWordTexts(sources, out);
}

/** Segment texts are the words they play, whatever the client sent (segments without words keep theirs). */
export function withWordTexts(sources: EditSources, segments: readonly Segment[]): Segment[] {
  return segments.map((seg) => {
    const source = sources[seg.sourceId];
    const span = source && segmentSpan(source, seg);
    if (!span) return seg;
    const text = source.words
      .slice(span.firstWord, span.lastWord + 1)
      .map((w) => w.text)
      .join(' ');
    return { ...seg, text };
  });
}

/**
 * Why a segment list cannot be stored, or [] when it can: every segment inside a source of the
 * project, cut by the cut rules (never inside a word, on the frame grid where the gap allows; a
 * boundary the AI's own version had is always allowed), no two segments of a source overlapping.
 */
export function segmentListIssues(
  sources: EditSources,
  segments: readonly Segment[],
  allowedBoundaries: ReadonlySet<string> = new Set(),
): string[] {
  const issues: string[] = [];
  const bySource = new Map<string, { start: number; end: number; n: number }[]>();
  segments.forEach((seg, n) => {
    const source = sources[seg.sourceId];
    const label = `segment ${n + 1}`;
    if (!source) return issues.push(`${label}: its source is not in this project`);
    if (seg.start < -EPS || seg.end > Math.max(source.durationSec, source.words.at(-1)?.end ?? 0) + 1e-3)
      return issues.push(`${label}: it reaches outside its source`);
    for (const [edge, t] of [
      ['start', seg.start],
      ['end', seg.end],
    ] as const) {
      if (allowedBoundaries.has(boundaryKey(seg.sourceId, t))) continue;
      const issue = cutPlacementIssue(source, t);
      if (issue) issues.push(`${label}: its ${edge} is ${issue}`);
    }
    const list = bySource.get(seg.sourceId) ?? [];
    list.push({ start: seg.start, end: seg.end, n });
    bySource.set(seg.sourceId, list);
  });
  for (const list of bySource.values()) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i++)
      if (list[i]!.start < list[i - 1]!.end - EPS)
        issues.push(`segment ${list[i]!.n + 1}: it overlaps segment ${list[i - 1]!.n + 1}`);
  }
  return issues;
}

/** A cut position of a source, as a set key. */
export const boundaryKey = (sourceId: string, t: number) => `${sourceId}@${round6(t)}`;

/**
 * A long edit's outline after its segments changed: each chapter starts at the first new segment
 * that plays any of its words; a chapter none of whose words play any more goes. The first starts at 0.
 */
export function remapChapters(
  sources: EditSources,
  before: readonly Segment[],
  after: readonly Segment[],
  chapters: readonly Chapter[],
): Chapter[] {
  const wordKey = (sourceId: string, word: number) => `${sourceId}#${word}`;
  const segmentOf = new Map<string, number>();
  after.forEach((seg, i) => {
    const source = sources[seg.sourceId];
    const span = source && segmentSpan(source, seg);
    if (span)
      for (let w = span.firstWord; w <= span.lastWord; w++)
        if (!segmentOf.has(wordKey(seg.sourceId, w))) segmentOf.set(wordKey(seg.sourceId, w), i);
  });
  const out: Chapter[] = [];
  chapters.forEach((chapter, c) => {
    const end = chapters[c + 1]?.firstSegment ?? before.length;
    let first = Infinity;
    for (const seg of before.slice(chapter.firstSegment, end)) {
      const source = sources[seg.sourceId];
      const span = source && segmentSpan(source, seg);
      if (!span) continue;
      for (let w = span.firstWord; w <= span.lastWord; w++)
        first = Math.min(first, segmentOf.get(wordKey(seg.sourceId, w)) ?? Infinity);
    }
    if (first !== Infinity) out.push({ ...chapter, firstSegment: first });
  });
  out.sort((a, b) => a.firstSegment - b.firstSegment);
  const unique = out.filter((c, i) => i === 0 || c.firstSegment !== out[i - 1]!.firstSegment);
  if (unique[0]) unique[0] = { ...unique[0], firstSegment: 0 };
  return unique;
}
