/**
 * Follow-up edits on the targeted edit: a new version derived from the story a message showed
 * ("make the hook punchier", "remove the ums and long pauses"); the old one stays in chat. Each
 * reply says exactly what changed, and a follow-up that would change nothing posts no new edit.
 */
import type { Container, Segment, Story } from '@otto/shared/container';
import type { Analysis } from '../analyse/analyse.types';
import { capitalise, withFullStop } from '../analyse/text.fns';
import { cutRules, type CutOptions, type WordRange } from './cut-rules';
import { placesOf, sentencePlace } from './source-times.fns';
import {
  editPieces,
  isWholeSentence,
  lengthChange,
  pieceDuration,
  pieceRuns,
  joinOverlapping,
  piecesToSegments,
  segmentsDuration,
  type Piece,
} from './edit-pieces.fns';

const slack = 0.02;

/** The targeted story as word ranges in its playing order, one group per segment. */
export function previousRanges(analysis: Analysis, container: Container, storyIndex: number) {
  const chosen = container.stories.find((s) => s.index === storyIndex) ?? container.stories[0];
  if (!chosen) return undefined;
  const groups = segmentGroups(analysis, chosen.segments);
  return { title: chosen.title, story: chosen as Story, groups, ranges: groups.flat() };
}

/** Segments as the word ranges they play, one group per segment (none for a source not analysed). */
export function segmentGroups(analysis: Analysis, segments: readonly Segment[]): WordRange[][] {
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  const groups: WordRange[][] = [];
  for (const seg of segments) {
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
  return groups;
}

/** What a follow-up made: new segments, or none when there was nothing to change (said in the reply). */
export interface FollowUpResult {
  segments?: Segment[];
  reply: string;
  /** Prompts offered instead, where the change could not be made (a subject the edit lacks). */
  suggestions?: string[];
}

const clean: CutOptions = { dropFillers: true, removePauses: true };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The filler words and long pauses the clean-up cuts out of the pieces, with their source times. */
function whatCleanRemoves(analysis: Analysis, pieces: readonly Piece[]) {
  const ranges = pieceRuns(pieces);
  const inPieces = (sourceId: string, i: number) =>
    ranges.some((r) => r.sourceId === sourceId && i >= r.firstWord && i <= r.lastWord);
  const fillers = analysis.fillers.filter((f) => inPieces(f.sourceId, f.firstWord));
  const fillerWord = (sourceId: string, i: number) =>
    fillers.some((f) => f.sourceId === sourceId && i >= f.firstWord && i <= f.lastWord);
  const pauses: { sourceId: string; at: number; length: number }[] = [];
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  for (const range of ranges) {
    const words = sources.get(range.sourceId)!.words;
    for (let i = range.firstWord; i < range.lastWord; i++) {
      const gap = words[i + 1]!.start - words[i]!.end;
      // Dead air is already out of every edit; a pause beside a filler goes with the filler.
      if (gap < cutRules.longPauseSec || gap >= cutRules.deadAirSec) continue;
      if (fillerWord(range.sourceId, i) || fillerWord(range.sourceId, i + 1)) continue;
      pauses.push({ sourceId: range.sourceId, at: words[i]!.end, length: gap });
    }
  }
  return { fillers, pauses };
}

/** "3 fillers (“um” at 0:12, 0:40, 1:05) and 2 pauses of 0.5 s or more (at 0:20, 0:31; 1.8 s long in all)". */
export function describeClean(analysis: Analysis, pieces: readonly Piece[]): string | undefined {
  const { fillers, pauses } = whatCleanRemoves(analysis, pieces);
  const parts = [
    fillers.length > 0 &&
      `${plural(fillers.length, 'filler')} (${[...new Set(fillers.map((f) => `“${f.text}”`))].slice(0, 4).join(', ')} at ${placesOf(
        analysis,
        fillers.map((f) => ({ sourceId: f.sourceId, at: f.start })),
      )})`,
    pauses.length > 0 &&
      `${plural(pauses.length, 'pause')} of ${cutRules.longPauseSec} s or more (at ${placesOf(analysis, pauses)}; ${pauses
        .reduce((s, p) => s + p.length, 0)
        .toFixed(1)} s long in all)`,
  ].filter(Boolean);
  return parts.length ? parts.join(' and ') : undefined;
}

const change = (before: number, after: number) =>
  `${lengthChange(before, after)}, ${Math.abs(before - after).toFixed(1)} s ${after < before ? 'shorter' : 'longer'}`;

/** Cuts filler words and long pauses out of every segment, keeping the segment order. */
export function tighten(analysis: Analysis, groups: readonly WordRange[][], title: string): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const before = segmentsDuration(piecesToSegments(analysis, pieces));
  const removed = describeClean(analysis, pieces);
  const segments = piecesToSegments(analysis, pieces, clean);
  const after = segmentsDuration(segments);
  if (!removed || after >= before - 1e-6)
    return {
      reply: `“${title}” has no filler words or pauses of ${cutRules.longPauseSec} s or more to remove, so I left it as it is.`,
    };
  return { segments, reply: `In “${title}” I removed ${removed}: ${change(before, after)}.` };
}

const hookRules = {
  /** The old opening goes only when it is at most this share of the edit's length. */
  droppableShare: 0.2,
} as const;

/**
 * Opens with the strongest whole sentence of the edit. The old opening goes only when it is a
 * whole, weaker sentence and a small part of the edit (and the reply says so); the line after the
 * hook loses its fillers and pauses.
 */
export function punchUpHook(analysis: Analysis, groups: readonly WordRange[][], title: string): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const whole = pieces.filter((p) => isWholeSentence(analysis, p) && !p.unit!.retakeOf);
  const hook = [...whole].sort((a, b) => b.unit!.quoteScore - a.unit!.quoteScore || a.unit!.start - b.unit!.start)[0];
  if (!hook) return { reply: `“${title}” has no complete sentence I could open with, so I left it as it is.` };
  const first = pieces.find((p) => p.unit);
  if (first === hook)
    return {
      reply: `${withFullStop(`“${title}” already opens with its strongest line (from ${sentencePlace(analysis, hook.unit!)}): “${capitalise(hook.unit!.text)}”`)} I left it as it is.`,
    };
  let rest = pieces.filter((p) => p !== hook);
  const scores = whole.map((p) => p.unit!.quoteScore).sort((a, b) => a - b);
  const median = scores[Math.floor(scores.length / 2)] ?? 0;
  const oldOpening = rest.find((p) => p.unit);
  let dropped: Piece | undefined;
  // Not where it is much of the edit: a 17 s clip asked for a hook is not asked to run 11 s.
  const small = (p: Piece) =>
    pieceDuration(analysis, p) <= hookRules.droppableShare * segmentsDuration(piecesToSegments(analysis, pieces));
  if (
    oldOpening &&
    isWholeSentence(analysis, oldOpening) &&
    rest.length >= 2 &&
    oldOpening.unit!.quoteScore < median &&
    small(oldOpening)
  ) {
    dropped = oldOpening;
    rest = rest.filter((p) => p !== oldOpening);
  }
  const opening = rest[0];
  const segments = joinOverlapping([
    ...piecesToSegments(analysis, [hook], clean),
    ...(opening ? piecesToSegments(analysis, [opening], clean) : []),
    ...piecesToSegments(analysis, rest.slice(1)),
  ]);
  const cleaned = describeClean(analysis, opening ? [hook, opening] : [hook]);
  const reply = [
    withFullStop(
      `“${title}” now opens with its strongest line (from ${sentencePlace(analysis, hook.unit!)}): “${capitalise(hook.unit!.text)}”`,
    ),
    dropped
      ? withFullStop(
          `I dropped the old opening line (from ${sentencePlace(analysis, dropped.unit!)}): “${capitalise(dropped.unit!.text)}”`,
        )
      : '',
    cleaned ? `Around the new opening I removed ${cleaned}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { segments, reply };
}

/**
 * "End stronger": the edit's strongest whole sentence after its opening plays last, the rest in
 * their order; the opening stays where it is.
 */
export function strongEnding(analysis: Analysis, groups: readonly WordRange[][], title: string): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const opening = pieces.find((p) => p.unit);
  const whole = pieces.filter((p) => p !== opening && isWholeSentence(analysis, p) && !p.unit!.retakeOf);
  const closer = [...whole].sort((a, b) => b.unit!.quoteScore - a.unit!.quoteScore || b.unit!.start - a.unit!.start)[0];
  if (!closer)
    return { reply: `“${title}” has no complete sentence after its opening to end on, so I left it as it is.` };
  const line = `its strongest line (from ${sentencePlace(analysis, closer.unit!)}): “${capitalise(closer.unit!.text)}”`;
  if (pieces.filter((p) => p.unit).at(-1) === closer)
    return { reply: `${withFullStop(`“${title}” already ends on ${line}`)} I left it as it is.` };
  return {
    segments: piecesToSegments(analysis, [...pieces.filter((p) => p !== closer), closer]),
    reply: `${withFullStop(`“${title}” now ends on ${line}`)} The rest plays in its order, and no line is left out.`,
  };
}
