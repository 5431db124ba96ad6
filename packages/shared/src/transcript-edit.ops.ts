/**
 * Edit by transcript, the changes: each takes the story's segments and returns new ones, cutting
 * with the planner's rules (word gaps, padding, frame grid, quiet stretches). Untouched segments
 * keep their exact cuts, so an edit changes only what the user changed; undo is the previous list.
 */
import type { Segment } from './container';
import {
  lineKeyOf,
  segmentSpan,
  sentencesOf,
  tidySegments,
  type EditSource,
  type EditSources,
  type WordRef,
  editLines,
} from './transcript-edit';
import { cutBetween, cutIn, cutOut, cuttableBefore, cutRules, paddedCutIn, paddedCutOut } from './word-cuts';

const EPS = 1e-6;

/** Where a segment starting at word `i` begins; a gap without quiet still takes a padded cut (the user asked for it). */
const startAt = (source: EditSource, i: number, pad: number = cutRules.padSec) =>
  cuttableBefore(source, i) ? cutIn(source, i, pad) : paddedCutIn(source, i, pad);

const endAt = (source: EditSource, i: number, pad: number = cutRules.padSec) =>
  cuttableBefore(source, i + 1) ? cutOut(source, i, pad) : paddedCutOut(source, i, pad);

function bySource(refs: readonly WordRef[]): Map<string, Set<number>> {
  const map = new Map<string, Set<number>>();
  for (const r of refs) map.set(r.sourceId, (map.get(r.sourceId) ?? new Set()).add(r.word));
  return map;
}

/** Sorted word indexes as runs of consecutive ones. */
function runsOf(indexes: Iterable<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (const i of [...indexes].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && i === last[1] + 1) last[1] = i;
    else if (!last || i > last[1]) runs.push([i, i]);
  }
  return runs;
}

/** Takes the chosen words out of the edit: a segment loses them and splits at the word gaps around them. */
export function removeWords(sources: EditSources, segments: readonly Segment[], refs: readonly WordRef[]): Segment[] {
  const chosen = bySource(refs);
  const out: Segment[] = [];
  for (const seg of segments) {
    const source = sources[seg.sourceId];
    const span = source && segmentSpan(source, seg);
    const drop = chosen.get(seg.sourceId);
    if (!source || !span || !drop) {
      out.push(seg);
      continue;
    }
    const keep: number[] = [];
    for (let i = span.firstWord; i <= span.lastWord; i++) if (!drop.has(i)) keep.push(i);
    for (const [first, last] of runsOf(keep)) {
      const start = first === span.firstWord ? seg.start : Math.max(seg.start, startAt(source, first));
      const end = last === span.lastWord ? seg.end : Math.min(seg.end, endAt(source, last));
      out.push({ ...seg, start, end });
    }
  }
  return tidySegments(sources, out);
}

/**
 * Brings cut words back: close to a segment they extend it (joining two that then meet), else they
 * get a segment of their own, playing after the words before them in the source.
 */
export function restoreWords(sources: EditSources, segments: readonly Segment[], refs: readonly WordRef[]): Segment[] {
  let segs = [...segments];
  for (const [sourceId, chosen] of bySource(refs)) {
    const source = sources[sourceId];
    if (!source) continue;
    const kept = new Set<number>();
    for (const seg of segs) {
      const span = seg.sourceId === sourceId ? segmentSpan(source, seg) : null;
      if (span) for (let i = span.firstWord; i <= span.lastWord; i++) kept.add(i);
    }
    const cut = [...chosen].filter((i) => !kept.has(i) && i >= 0 && i < source.words.length);
    for (const [first, last] of runsOf(cut)) segs = restoreRun(source, segs, first, last);
  }
  return tidySegments(sources, segs);
}

function restoreRun(source: EditSource, segs: Segment[], first: number, last: number): Segment[] {
  const words = source.words;
  const spans = segs.map((s) => (s.sourceId === source.sourceId ? segmentSpan(source, s) : null));
  const mine = segs.filter((s) => s.sourceId === source.sourceId);
  // The new cuts stay clear of the segments either side in the source.
  const lo = Math.max(0, ...mine.filter((s) => s.end <= words[first]!.start + EPS).map((s) => s.end));
  const hi = Math.min(Infinity, ...mine.filter((s) => s.start >= words[last]!.end - EPS).map((s) => s.start));
  // Words close to a kept neighbour play on with it (as the planner joins them); others get cuts of their own.
  const close = (a: number, b: number) => words[b]!.start - words[a]!.end < cutRules.mergeGapSec;
  const before = first > 0 && close(first - 1, first) ? spans.findIndex((sp) => sp?.lastWord === first - 1) : -1;
  const after =
    last + 1 < words.length && close(last, last + 1) ? spans.findIndex((sp) => sp?.firstWord === last + 1) : -1;
  const out = [...segs];
  if (before >= 0 && after === before + 1) {
    out.splice(before, 2, { ...segs[before]!, end: segs[after]!.end });
  } else if (before >= 0) {
    out[before] = { ...segs[before]!, end: Math.min(hi, Math.max(segs[before]!.end, endAt(source, last))) };
  } else if (after >= 0) {
    out[after] = { ...segs[after]!, start: Math.max(lo, Math.min(segs[after]!.start, startAt(source, first))) };
  } else {
    const added: Segment = {
      sourceId: source.sourceId,
      start: Math.max(lo, startAt(source, first)),
      end: Math.min(hi, endAt(source, last)),
      text: '',
    };
    let prev = -1;
    let next = -1;
    spans.forEach((sp, i) => {
      if (sp && sp.lastWord < first && (prev < 0 || sp.lastWord > spans[prev]!.lastWord)) prev = i;
      if (sp && sp.firstWord > last && (next < 0 || sp.firstWord < spans[next]!.firstWord)) next = i;
    });
    out.splice(prev >= 0 ? prev + 1 : next >= 0 ? next : out.length, 0, added);
  }
  return out;
}

/** Parts segments of the source that play across the gap before word `i`, at one cut in that gap. */
function splitBefore(source: EditSource, segs: readonly Segment[], i: number): Segment[] {
  return segs.flatMap((seg) => {
    const span = seg.sourceId === source.sourceId ? segmentSpan(source, seg) : null;
    if (!span || i <= span.firstWord || i > span.lastWord) return [seg];
    const at = Math.min(seg.end, Math.max(seg.start, cutBetween(source, i)));
    return [
      { ...seg, end: at },
      { ...seg, start: at },
    ];
  });
}

/** The sentence a line key names. */
function lineOf(sources: EditSources, key: string) {
  const sep = key.lastIndexOf(':');
  const source = sources[key.slice(0, sep)];
  const span = source && sentencesOf(source)[Number(key.slice(sep + 1))];
  return source && span ? { source, span } : null;
}

/**
 * Moves a sentence's words to play before the sentence `beforeKey` (null: at the end). The words
 * keep their timings; segments that played across the sentence's edges part in those word gaps,
 * each side keeping its share of the pause, so the edit's length stays.
 */
export function moveLine(
  sources: EditSources,
  segments: readonly Segment[],
  key: string,
  beforeKey: string | null,
): Segment[] {
  const line = lineOf(sources, key);
  if (!line || key === beforeKey) return [...segments];
  let segs = [...segments];
  for (const k of [key, beforeKey]) {
    const l = k && lineOf(sources, k);
    if (!l) continue;
    segs = splitBefore(l.source, segs, l.span.firstWord);
    segs = splitBefore(l.source, segs, l.span.lastWord + 1);
  }
  // A segment without words travels with the sentence before it.
  let tag: string | null = null;
  const tags = segs.map((seg) => {
    const source = sources[seg.sourceId];
    const span = source && segmentSpan(source, seg);
    if (source && span) tag = lineKeyOf(source, span.firstWord);
    return tag;
  });
  const moving = segs.filter((_, i) => tags[i] === key);
  if (moving.length === 0) return [...segments];
  const rest = segs.filter((_, i) => tags[i] !== key);
  const restTags = tags.filter((t) => t !== key);
  const at = beforeKey === null ? -1 : restTags.indexOf(beforeKey);
  rest.splice(at < 0 ? rest.length : at, 0, ...moving);
  return tidySegments(sources, rest);
}

/** Moves a kept sentence one place up (-1) or down (+1) among the sentences the edit plays. */
export function nudgeLine(sources: EditSources, segments: readonly Segment[], key: string, by: -1 | 1): Segment[] {
  const kept = editLines(sources, segments)
    .filter((l) => l.kept)
    .map((l) => l.key);
  const at = kept.indexOf(key);
  if (at < 0 || at + by < 0 || at + by >= kept.length) return [...segments];
  return moveLine(sources, segments, key, by < 0 ? kept[at - 1]! : (kept[at + 2] ?? null));
}

/** Takes every filler word and phrase out of the edit. */
export function removeFillers(sources: EditSources, segments: readonly Segment[]): Segment[] {
  const used = new Set(segments.map((s) => s.sourceId));
  const refs: WordRef[] = [];
  for (const sourceId of used) {
    for (const f of sources[sourceId]?.fillers ?? [])
      for (let i = f.firstWord; i <= f.lastWord; i++) refs.push({ sourceId, word: i });
  }
  return removeWords(sources, segments, refs);
}

/**
 * Shortens every pause the edit plays to about `maxSec`: pauses between words inside a segment
 * are cut out leaving half of `maxSec` on each side, and a segment's lead-in and tail to half of it.
 */
export function shortenPauses(sources: EditSources, segments: readonly Segment[], maxSec: number): Segment[] {
  const half = Math.max(0, maxSec) / 2;
  const out: Segment[] = [];
  for (const seg of segments) {
    const source = sources[seg.sourceId];
    const span = source && segmentSpan(source, seg);
    if (!source || !span) {
      out.push(seg);
      continue;
    }
    const frame = source.rate.den / source.rate.num;
    const words = source.words;
    let start = seg.start;
    if (words[span.firstWord]!.start - seg.start > half + frame)
      start = Math.max(seg.start, startAt(source, span.firstWord, half));
    for (let i = span.firstWord; i < span.lastWord; i++) {
      if (words[i + 1]!.start - words[i]!.end <= maxSec + frame) continue;
      const end = endAt(source, i, half);
      const next = Math.max(end, startAt(source, i + 1, half));
      if (next - end < frame / 2) continue;
      out.push({ ...seg, start, end });
      start = next;
    }
    let end = seg.end;
    if (seg.end - words[span.lastWord]!.end > half + frame) end = Math.min(seg.end, endAt(source, span.lastWord, half));
    out.push({ ...seg, start, end });
  }
  return tidySegments(sources, out);
}
