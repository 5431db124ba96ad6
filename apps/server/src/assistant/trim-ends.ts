/**
 * "Remove the last 10 seconds", "start it 5 seconds later": the targeted edit loses about that
 * much off one end. The cut falls at a sentence's end where one is near the asked length, else in
 * the gap between words nearest it, never inside a word. The reply says how much went and how
 * the edit now opens or ends.
 */
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import type { WordRange } from './cut-rules';
import { editPieces, lengthChange, piecesToSegments, segmentsDuration, type Piece } from './edit-pieces.fns';
import type { FollowUpResult } from './follow-ups';
import type { TrimIntent } from './resize-request.fns';

export const trimRules = {
  /** A sentence's end this near the asked cut (this share of it, from 3 s up to 6 s) is where it falls… */
  sentenceReachShare: 0.5,
  sentenceReachSec: [3, 6] as const,
  /** …else the longest pause between words this near it (seconds, or this share). */
  gapReachSec: 1,
  gapReachShare: 0.15,
} as const;

/** One word of the edit in playing order, and where it starts and ends on the edit's timeline. */
interface Spot {
  piece: number;
  range: number;
  word: number;
  from: number;
  to: number;
}

/** The edit's words in playing order, timed as they play: the gaps kept inside a range, none between ranges. */
function spotsOf(analysis: Analysis, pieces: readonly Piece[]): Spot[] {
  const words = new Map(analysis.sources.map((s) => [s.sourceId, s.words]));
  const spots: Spot[] = [];
  let t = 0;
  pieces.forEach((p, piece) =>
    p.ranges.forEach((r, range) => {
      const own = words.get(r.sourceId) ?? [];
      for (let word = r.firstWord; word <= r.lastWord; word++) {
        const w = own[word]!;
        if (word > r.firstWord) t += Math.max(0, w.start - own[word - 1]!.end);
        spots.push({ piece, range, word, from: t, to: t + (w.end - w.start) });
        t += w.end - w.start;
      }
    }),
  );
  return spots;
}

/** The pieces holding only the kept words, each range narrowed to them. */
function keptPieces(pieces: readonly Piece[], kept: readonly Spot[]): Piece[] {
  return pieces.flatMap((p, i) => {
    const own = kept.filter((s) => s.piece === i);
    if (own.length === 0) return [];
    const ranges = p.ranges.flatMap((r, j) => {
      const inRange = own.filter((s) => s.range === j).map((s) => s.word);
      return inRange.length ? [{ ...r, firstWord: Math.min(...inRange), lastWord: Math.max(...inRange) }] : [];
    });
    return [{ ...p, ranges }];
  });
}

export function trimEnds(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: Omit<TrimIntent, 'kind'>,
): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const before = segmentsDuration(piecesToSegments(analysis, pieces));
  const spots = spotsOf(analysis, pieces);
  if (request.keep && request.seconds >= before - 0.5)
    return {
      reply: `“${title}” runs ${formatClock(before)}, within ${formatClock(request.seconds)}, so I left it as it is.`,
    };
  const asked = request.keep ? before - request.seconds : request.seconds;
  const leaveNothing = `“${title}” runs ${formatClock(before)}, so taking ${Math.round(asked)} s off its ${request.at} would leave nothing. I left it as it is.`;
  if (spots.length < 2 || asked >= before - 0.5) return { reply: leaveNothing };
  const total = spots.at(-1)!.to;
  // Words are timed without the cut's padding at each segment's ends: scale them to the edit.
  const scale = total > 0 ? before / total : 1;
  // Cut k keeps spots[k..] (start) or spots[..k) (end); it removes this much.
  const removedAt = (k: number) => scale * (request.at === 'start' ? spots[k]!.from : total - spots[k - 1]!.to);
  const sentenceEnd = (k: number) => spots[k]!.piece !== spots[k - 1]!.piece;
  const cuts = Array.from({ length: spots.length - 1 }, (_, i) => i + 1);
  const error = (k: number) => Math.abs(removedAt(k) - asked);
  const nearest = (ks: number[]) => ks.reduce((a, b) => (error(b) < error(a) ? b : a));
  const atSentence = cuts.filter(sentenceEnd);
  const [least, most] = trimRules.sentenceReachSec;
  const reach = Math.min(most, Math.max(least, asked * trimRules.sentenceReachShare));
  const bySentence = atSentence.length ? nearest(atSentence) : undefined;
  const pause = (k: number) => spots[k]!.from - spots[k - 1]!.to;
  const gapReach = Math.max(trimRules.gapReachSec, asked * trimRules.gapReachShare);
  const byPause = cuts.filter((c) => error(c) <= gapReach).sort((a, b) => pause(b) - pause(a))[0];
  const k = bySentence !== undefined && error(bySentence) <= reach ? bySentence : (byPause ?? nearest(cuts));
  const kept = request.at === 'start' ? spots.slice(k) : spots.slice(0, k);
  const next = keptPieces(pieces, kept);
  const segments = piecesToSegments(analysis, next);
  const after = segmentsDuration(segments);
  if (segments.length === 0 || after >= before - 0.2) return { reply: leaveNothing };
  const sourceWords = new Map(analysis.sources.map((s) => [s.sourceId, s.words]));
  const said = kept.map((s) => sourceWords.get(pieces[s.piece]!.ranges[s.range]!.sourceId)![s.word]!.text);
  const quote =
    request.at === 'start' ? `opens with “${said.slice(0, 6).join(' ')}…”` : `ends on “…${said.slice(-6).join(' ')}”`;
  const inside = sentenceEnd(k)
    ? ''
    : ` No sentence ends near ${Math.round(asked)} s from the ${request.at}, so the cut falls between two words.`;
  return {
    segments,
    reply: `I took ${Math.round(before - after)} s off the ${request.at} of “${title}”: ${lengthChange(before, after)}. It now ${quote}.${inside}`,
  };
}
