/**
 * "Rough cut": the footage in story order without retakes, fillers and long pauses, first as its
 * story card (the chaptered outline the editor reorders, drops or renames), cut when approved.
 * A chapter is a run of the cut on one topic; "with a 10-second intro" sizes a part of the outline.
 */
import type { Chapter, Segment } from '@otto/shared/container';
import type { Analysis, Topic, Unit } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import type { Plan } from './assistant.types';
import {
  cutSegments,
  fitDuration,
  partSegments,
  normaliseRanges,
  unitRange,
  type CutOptions,
  type WordRange,
} from './cut-rules';
import { editPieces } from './edit-pieces.fns';
import { describeClean } from './follow-ups';
import type { PartResize } from './part-request.fns';
import { plannerDefaults } from './planner-defaults';
import { totalDuration } from './planned-story.fns';
import { resizeOutline } from './resize-part';
import { placeOf } from './source-times.fns';
import type { Outline } from './chapter-changes.fns';
import { outlineOf, outlineText } from './story-card.fns';
import { byQuote, isMicrophoneCheck, usable } from './units.fns';

/** One unit of each topic in turn, best first, so a shortened cut still tells every part. */
function interleaveTopics(analysis: Analysis): Unit[] {
  const lists = analysis.topics.map((t) => byQuote(usable(analysis.units.filter((u) => u.topic === t.index))));
  const out: Unit[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (l[i]) out.push(l[i]!);
  return out;
}

const cutOptions: CutOptions = { dropFillers: true, removePauses: true };

/** The outline of a cut `seconds` long (or all the footage has, where it holds less), and its ranges. */
function outlineAt(analysis: Analysis, seconds: number, whole: number): { ranges: WordRange[]; outline: Outline } {
  const ranges =
    whole > seconds * 1.1
      ? fitDuration(analysis, interleaveTopics(analysis), seconds, cutOptions).ranges
      : usable(analysis.units).map(unitRange);
  const segments = partedAtTopics(analysis, cutSegments(analysis, ranges, cutOptions));
  // The story card: the outline the cut follows, a beat per chapter.
  const chapters = foldShortChapters(topicChapters(analysis, segments), segments);
  return {
    ranges,
    outline: outlineOf(segments, chapters.length > 0 ? chapters : [{ title: 'Rough cut', firstSegment: 0 }]),
  };
}

/**
 * The cut's segments parted where a topic starts inside one (a subject followed by the next
 * without a pause), so each chapter starts where its subject does.
 */
function partedAtTopics(analysis: Analysis, segments: readonly Segment[]): Segment[] {
  const topicStarts = analysis.units.filter((u, i) => {
    const before = analysis.units[i - 1];
    return before?.sourceId === u.sourceId && before.topic !== u.topic;
  });
  return partSegments(
    analysis,
    segments,
    topicStarts.map((u) => ({ sourceId: u.sourceId, wordIndex: u.firstWord })),
  );
}

/** The outline with each part asked ("a 10-second intro") changed as a cut's would be, and what changed. */
function withParts(analysis: Analysis, outline: Outline, parts: readonly PartResize[]) {
  let card = outline;
  const said: string[] = [];
  for (const part of parts) {
    const resized = resizeOutline(analysis, part, card);
    card = resized.chapters ?? card;
    said.push(resized.change ?? resized.said);
  }
  return { card, said };
}

const outlineLength = (card: Outline) => card.reduce((sum, c) => sum + c.duration, 0);

/**
 * A rough cut starts as its story card: the chaptered outline, in story order, without retakes,
 * fillers and long pauses; the cut itself is made when the editor approves the outline.
 */
export function roughCutPlan(
  analysis: Analysis,
  seconds: number | undefined,
  parts: readonly PartResize[] | undefined,
): Plan {
  const [min, max] = plannerDefaults.roughCutRange;
  const target = Math.min(max, Math.max(min, seconds ?? plannerDefaults.roughCutSeconds));
  const whole = totalDuration(cutSegments(analysis, usable(analysis.units).map(unitRange), cutOptions));
  let { ranges, outline } = outlineAt(analysis, target, whole);
  let { card, said } = withParts(analysis, outline, parts ?? []);
  // "A 2-minute rough cut with a 10-second intro" runs 2 minutes: the other chapters take up what
  // the intro gave (or gave up), as far as the footage allows.
  for (let round = 0, outlined = target; seconds !== undefined && parts && round < 3; round++) {
    const off = target - outlineLength(card);
    if (Math.abs(off) <= target * 0.03 || (off > 0 && outlined >= whole)) break;
    outlined = Math.min(whole, Math.max(min / 2, outlined + off));
    ({ ranges, outline } = outlineAt(analysis, outlined, whole));
    ({ card, said } = withParts(analysis, outline, parts));
  }
  const notes = [...said];
  const without = analysis.units.some(isMicrophoneCheck)
    ? 'Without retakes, microphone checks, fillers and long pauses'
    : 'Without retakes, fillers and long pauses';
  if (whole < target * 0.9)
    notes.unshift(
      seconds !== undefined
        ? `${without} the footage holds ${formatClock(whole)}, less than the ${formatClock(target)} asked.`
        : parts
          ? `${without} the footage holds ${formatClock(whole)}, less than the usual ${formatClock(target)}.`
          : `${without} the footage holds ${formatClock(whole)}, so the rough cut is that long rather than the usual ${formatClock(target)}.`,
    );
  return {
    intent: 'rough_cut',
    reply: [
      `Here is the story outline for a ${formatClock(outlineLength(card))} rough cut of the footage, in story order:`,
      outlineText(card),
      leftOut(analysis, ranges),
      ...notes,
      'Reorder, drop or rename chapters, then approve the outline and I will cut it.',
    ].join('\n'),
    stories: [],
    storyCard: { chapters: card },
  };
}

/** What the cut leaves out: its retakes and microphone checks (with times and their first words), fillers and long pauses. */
function leftOut(analysis: Analysis, ranges: readonly WordRange[]): string {
  const retakes = analysis.units.filter((u) => u.retakeOf);
  const checks = analysis.units.filter(isMicrophoneCheck);
  const cleaned = describeClean(analysis, editPieces(analysis, normaliseRanges(analysis, ranges)));
  const removed = [
    counted(analysis, retakes, 'retake'),
    counted(analysis, checks, 'microphone check'),
    cleaned ?? '',
  ].filter(Boolean);
  return removed.length
    ? `It leaves out ${[removed.slice(0, -1).join(', '), removed.at(-1)].filter(Boolean).join(' and ')}.`
    : 'There were no retakes, fillers or long pauses to leave out.';
}

/** "2 retakes (0:12 “so the first thing”, 1:40 “we went down”)"; empty when there are none. */
function counted(analysis: Analysis, units: readonly Unit[], noun: string): string {
  if (units.length === 0) return '';
  const quoted = units
    .slice(0, 6)
    .map(
      (u) =>
        `${placeOf(analysis, { sourceId: u.sourceId, at: u.start })} “${u.text.split(/\s+/).slice(0, 6).join(' ')}”`,
    );
  return `${units.length} ${noun}${units.length === 1 ? '' : 's'} (${quoted.join(', ')})`;
}

/** Where a topic's units lie in one source; a topic may reach across a source boundary. */
interface TopicSpan {
  topic: Topic;
  sourceId: string;
  start: number;
  end: number;
}

function topicSpans(analysis: Analysis): TopicSpan[] {
  const spans = new Map<string, TopicSpan>();
  for (const unit of analysis.units) {
    const topic = analysis.topics[unit.topic];
    if (!topic) continue;
    const key = `${topic.index}:${unit.sourceId}`;
    const span = spans.get(key);
    if (!span) spans.set(key, { topic, sourceId: unit.sourceId, start: unit.start, end: unit.end });
    else Object.assign(span, { start: Math.min(span.start, unit.start), end: Math.max(span.end, unit.end) });
  }
  return [...spans.values()];
}

/**
 * The outline beats a cut passes through: a segment belongs to the topic whose span holds its
 * midpoint (or the nearest one; on a shared boundary, the later, as spans are half-open), and a run of
 * segments on one topic is one chapter.
 */
export function topicChapters(analysis: Analysis, segments: readonly Segment[]): Chapter[] {
  const spans = topicSpans(analysis);
  const chapters: Chapter[] = [];
  let current: number | undefined;
  segments.forEach((segment, i) => {
    const mid = (segment.start + segment.end) / 2;
    const away = (span: TopicSpan) => Math.max(0, span.start - mid, mid - span.end);
    const topic = spans
      .filter((span) => span.sourceId === segment.sourceId)
      .sort((a, b) => away(a) - away(b) || b.start - a.start)[0]?.topic;
    if (!topic || topic.index === current) return;
    current = topic.index;
    chapters.push({ title: capitalise(topic.label), firstSegment: i });
  });
  // A segment on no known topic joins the chapter before it; the first chapter opens the story.
  if (chapters[0]) chapters[0].firstSegment = 0;
  return chapters;
}

/** A beat shorter than this is a greeting or an aside, not a chapter an editor would mark. */
export const MIN_CHAPTER_SEC = 5;

/**
 * Folds chapters shorter than `minSec` into the one before (the first into the one after), so the
 * outline names only beats that hold something; a cut too short for any keeps its first chapter.
 */
export function foldShortChapters(
  chapters: readonly Chapter[],
  segments: readonly Segment[],
  minSec = MIN_CHAPTER_SEC,
) {
  const length = (from: number, to: number) => segments.slice(from, to).reduce((sum, s) => sum + (s.end - s.start), 0);
  const kept: Chapter[] = [];
  chapters.forEach((chapter, i) => {
    const end = chapters[i + 1]?.firstSegment ?? segments.length;
    if (length(chapter.firstSegment, end) >= minSec) kept.push({ ...chapter });
  });
  if (kept.length === 0) return chapters.slice(0, 1).map((c) => ({ ...c, firstSegment: 0 }));
  kept[0]!.firstSegment = 0;
  // Neighbours that now share a title (a short aside between two runs of one topic) become one.
  return kept.filter((c, i) => i === 0 || c.title !== kept[i - 1]!.title);
}
