/**
 * A clip of the footage between two times (see span-request.fns): one segment, as the footage
 * plays, pauses and all. Its ends sit in the gaps between words, at the nearest sentence start
 * and end within `sentenceReachSec` of the times asked: it neither opens nor closes mid-word, nor
 * a breath away from a whole sentence.
 */
import type { Segment } from '@otto/shared/container';
import type { Analysis, SourceInput } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import type { Plan } from './assistant.types';
import { cutRules, cutSegments } from './cut-rules';
import { resize } from './resize';
import { story } from './planned-story.fns';
import type { SpanIntent } from './span-request.fns';

export const spanRules = {
  /** A sentence that starts or ends this near the time asked is taken whole. */
  sentenceReachSec: 2,
} as const;

/** The file the prompt names ("from 1:00 to 1:30 in interview.mp4"), else the project's first. */
function sourceFor(analysis: Analysis, prompt: string): SourceInput {
  const p = prompt.toLowerCase();
  const named = analysis.sources.find((s) => {
    const name = s.filename.toLowerCase();
    const base = name.replace(/\.[a-z0-9]+$/, '');
    // "clip.mp4" is not named by "make a clip from …".
    const plainWord = /^(?:clip|video|audio|reel|short|footage|file|part)$/.test(base);
    return p.includes(name) || (!plainWord && new RegExp(`\\b${escaped(base)}\\b`).test(p));
  });
  return named ?? analysis.sources[0]!;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lengthOf = (source: SourceInput) => source.durationSec || (source.words.at(-1)?.end ?? 0);

/** The first and last word of the stretch, moved to the nearest sentence start and end within reach. */
function wordsBetween(analysis: Analysis, source: SourceInput, from: number, to: number) {
  const words = source.words;
  let first = words.findIndex((w) => w.end > from);
  let last = words.findLastIndex((w) => w.start < to);
  if (first < 0 || last < first) return undefined;
  const units = analysis.units.filter((u) => u.sourceId === source.sourceId);
  const nearest = <T>(items: T[], distance: (item: T) => number) =>
    items.filter((item) => distance(item) <= spanRules.sentenceReachSec).sort((a, b) => distance(a) - distance(b))[0];
  const opening = nearest(units, (u) => Math.abs(u.start - from));
  const closing = nearest(units, (u) => Math.abs(u.end - to));
  if (opening && (!closing || opening.firstWord <= closing.lastWord)) first = opening.firstWord;
  if (closing && closing.lastWord >= first) last = closing.lastWord;
  return last >= first ? { first, last } : undefined;
}

export function spanPlan(analysis: Analysis, intent: SpanIntent, prompt: string): Plan {
  const source = sourceFor(analysis, prompt);
  const length = lengthOf(source);
  const file = analysis.sources.length > 1 ? ` of ${source.filename}` : '';
  const from = intent.fromEnd ? Math.max(0, length - intent.from) : intent.from;
  const asked = intent.fromEnd ? length : (intent.to ?? length);
  const none = (reply: string): Plan => ({ intent: 'span', reply, stories: [] });
  if (asked <= from)
    return none(
      `The stretch from ${formatClock(from)} to ${formatClock(asked)} ends before it starts, so I made no clip. Give the earlier time first, like “from 0:40 to 1:10”.`,
    );
  if (from >= length)
    return none(
      `The footage${file} runs ${formatClock(length)}, so there is nothing from ${formatClock(from)} on and I made no clip.`,
    );
  const to = Math.min(asked, length);
  const span = wordsBetween(analysis, source, from, to);
  const segment: Segment = span
    ? joined(cutSegments(analysis, [{ sourceId: source.sourceId, firstWord: span.first, lastWord: span.last }]))
    : { sourceId: source.sourceId, start: from, end: to, text: '' };
  const title = `${formatClock(from)}–${formatClock(to)}${file}`;
  const long = segment.end - segment.start;
  if (span && intent.seconds !== undefined && long > intent.seconds * (1 + cutRules.durationTolerance)) {
    // "…but make it 20 seconds": the stretch's strongest lines, in order, that long.
    const fitted = resize(
      analysis,
      [[{ sourceId: source.sourceId, firstWord: span.first, lastWord: span.last }]],
      title,
      {
        direction: 'to',
        seconds: intent.seconds,
      },
    );
    if (fitted.segments) {
      const kept = fitted.segments.reduce((sum, s) => sum + s.end - s.start, 0);
      const dropped = fitted.reply.slice(Math.max(0, fitted.reply.indexOf('I dropped')));
      const reply = `From the footage${file} between ${formatClock(segment.start)} and ${formatClock(segment.end)} (${Math.round(long)} s), this clip keeps ${formatClock(kept)} of its strongest lines, in order, for the ${formatClock(intent.seconds)} you asked. ${dropped}`;
      return { intent: 'span', reply, stories: [story(title, fitted.segments)] };
    }
  }
  const notes = [
    `This clip plays the footage${file} from ${formatClock(segment.start)} to ${formatClock(segment.end)} (${Math.round(segment.end - segment.start)} s), as it runs.`,
    asked > length ? `The footage ends at ${formatClock(length)}, so it stops there.` : '',
    span ? ends(source, span.first, span.last) : 'Nothing is said in it.',
    intent.seconds !== undefined && long < intent.seconds * (1 - cutRules.durationTolerance)
      ? `The stretch is shorter than the ${formatClock(intent.seconds)} you asked, so I kept all of it.`
      : '',
  ];
  return { intent: 'span', reply: notes.filter(Boolean).join(' '), stories: [story(title, [segment])] };
}

/** The cut's segments as one: the stretch plays whole, pauses and all. */
const joined = (segments: readonly Segment[]): Segment => ({
  sourceId: segments[0]!.sourceId,
  start: segments[0]!.start,
  end: segments.at(-1)!.end,
  text: segments.map((s) => s.text).join(' '),
});

/** "It opens on “I go hill walking…” and ends on “…the last mile.”" */
function ends(source: SourceInput, first: number, last: number): string {
  const said = (from: number, to: number) =>
    source.words
      .slice(from, to + 1)
      .map((w) => w.text)
      .join(' ');
  const opening = capitalise(said(first, Math.min(last, first + 5)));
  const closing = said(Math.max(first, last - 5), last);
  return `It opens on “${opening}…” and ends on “…${closing}”.`;
}
