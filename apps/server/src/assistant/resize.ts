/**
 * Relative length follow-ups ("make it shorter", "longer", "a 30 s version"): the targeted edit
 * changes in the asked direction, and the reply says by how much. Shorter keeps the edit's
 * strongest sentences in their order; longer adds the best unused sentences, nearest topics first.
 */
import type { Analysis } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import { cutRules, unitRange } from './cut-rules';
import {
  editPieces,
  lengthChange,
  secondsChanged,
  pieceDuration,
  piecesToSegments,
  segmentsDuration,
  type Piece,
} from './edit-pieces.fns';
import type { FollowUpResult } from './follow-ups';
import { placeOf } from './source-times.fns';
import type { WordRange } from './cut-rules';
import type { ResizeIntent } from './resize-request.fns';

export const resizeRules = {
  /** "Shorter" without a length: at most this share of the edit remains. */
  shorterShare: 0.75,
  /** "Longer" without a length: at least this share of the edit's length. */
  longerShare: 1.3,
} as const;

/** See ResizeIntent; `atMost` keeps an edit already within the limit as it is. */
export type ResizeRequest = Omit<ResizeIntent, 'kind'>;

const score = (p: Piece) => p.unit?.quoteScore ?? -1;

/**
 * The strongest set of whole pieces whose lengths sum to between `lo` and `hi` seconds (a
 * knapsack over tenths of a second), in playing order; undefined when none does.
 */
function bestBetween(analysis: Analysis, pieces: readonly Piece[], lo: number, hi: number): Piece[] | undefined {
  const tenths = pieces.map((p) => Math.max(1, Math.round(pieceDuration(analysis, p) * 10)));
  const cap = Math.floor(hi * 10);
  // best[t]: the highest score of a set lasting t tenths; took[i][t]: whether piece i is in it.
  const best = new Float64Array(cap + 1).fill(-Infinity);
  best[0] = 0;
  const took = pieces.map(() => new Uint8Array(cap + 1));
  pieces.forEach((p, i) => {
    const gain = Math.max(0, score(p)) + 0.01;
    for (let t = cap; t >= tenths[i]!; t--) {
      const with_ = best[t - tenths[i]!]! + gain;
      if (with_ > best[t]!) {
        best[t] = with_;
        took[i]![t] = 1;
      }
    }
  });
  const setAt = (t: number) => {
    const set = new Set<number>();
    for (let i = pieces.length - 1; i >= 0 && t > 0; i--)
      if (took[i]![t]) {
        set.add(i);
        t -= tenths[i]!;
      }
    return pieces.filter((_, i) => set.has(i));
  };
  const fits = [...best.keys()].filter((t) => t >= lo * 10 && best[t]! > -Infinity).sort((x, y) => best[y]! - best[x]!);
  for (const t of fits.slice(0, 50)) {
    const kept = setAt(t);
    const length = segmentsDuration(piecesToSegments(analysis, kept));
    if (length >= lo && length <= hi) return kept;
  }
  return undefined;
}

/**
 * The edit's strongest pieces, in their playing order, that fit in `hi` seconds; where they fall
 * short of `lo`, the strongest set of whole pieces between the two, if there is one.
 */
function keepBest(analysis: Analysis, pieces: readonly Piece[], hi: number, lo = 0): Piece[] {
  const greedy = keepStrongest(analysis, pieces, hi);
  if (lo <= 0 || segmentsDuration(piecesToSegments(analysis, greedy)) >= lo) return greedy;
  return bestBetween(analysis, pieces, lo, hi) ?? greedy;
}

/** The edit's strongest pieces, in their playing order, that fit in `hi` seconds. */
function keepStrongest(analysis: Analysis, pieces: readonly Piece[], hi: number): Piece[] {
  const ranked = [...pieces].sort((a, b) => score(b) - score(a));
  const kept = new Set<Piece>();
  const length = (set: ReadonlySet<Piece>) =>
    segmentsDuration(
      piecesToSegments(
        analysis,
        pieces.filter((p) => set.has(p)),
      ),
    );
  // Pieces cut one by one are summed (cheap); where kept neighbours play on, the joined cut can
  // run longer than the sum, so the weakest kept pieces go until the measured cut fits.
  let total = 0;
  for (const p of ranked) {
    const d = pieceDuration(analysis, p);
    if (total + d <= hi) {
      kept.add(p);
      total += d;
    }
  }
  for (const p of ranked.filter((x) => kept.has(x)).reverse()) {
    if (kept.size <= 1 || length(kept) <= hi) break;
    kept.delete(p);
  }
  if (kept.size === 0 && ranked[0]) {
    // One sentence longer than the target: keep its opening words, at least a few.
    const best = ranked[0];
    const words = best.ranges.flatMap((r) =>
      Array.from({ length: r.lastWord - r.firstWord + 1 }, (_, k) => ({ sourceId: r.sourceId, i: r.firstWord + k })),
    );
    for (let n = words.length - 1; n >= cutRules.minPartialWords; n--) {
      const trimmed: Piece = {
        unit: best.unit,
        ranges: words.slice(0, n).map((w) => ({ sourceId: w.sourceId, firstWord: w.i, lastWord: w.i })),
      };
      if (pieceDuration(analysis, trimmed) <= hi || n === cutRules.minPartialWords) return [trimmed];
    }
  }
  return pieces.filter((p) => kept.has(p));
}

/** The topics an edit's sentences come from. */
const topicsOf = (pieces: readonly Piece[]) => new Set(pieces.flatMap((p) => (p.unit ? [p.unit.topic] : [])));

/**
 * Adds the best sentences the edit does not use (on its topics first) until it lasts `target`. An
 * edit from one topic (a clip about a subject) stays on it: a line from another subject would make
 * it longer and off topic.
 */
function addMaterial(
  analysis: Analysis,
  pieces: readonly Piece[],
  target: number,
  hi: number,
  alsoUsed: readonly Piece[] = [],
): Piece[] {
  const used = (u: { sourceId: string; firstWord: number; lastWord: number }) =>
    [...pieces, ...alsoUsed].some(
      (p) =>
        p.unit === u ||
        p.ranges.some((r) => r.sourceId === u.sourceId && r.lastWord >= u.firstWord && r.firstWord <= u.lastWord),
    );
  const topics = topicsOf(pieces);
  const candidates = analysis.units
    .filter((u) => !u.retakeOf && !u.soundCheck && !used(u) && (topics.size !== 1 || topics.has(u.topic)))
    .sort((a, b) => Number(topics.has(b.topic)) - Number(topics.has(a.topic)) || b.quoteScore - a.quoteScore);
  const out = [...pieces];
  let total = segmentsDuration(piecesToSegments(analysis, out));
  for (const unit of candidates) {
    if (total >= target) break;
    const piece: Piece = { ranges: [unitRange(unit)], unit };
    // Played where it was said: after the last piece of its source that comes before it.
    const after = out.findLastIndex((p) =>
      p.ranges.some((r) => r.sourceId === unit.sourceId && r.lastWord < unit.firstWord),
    );
    // A new sentence is cut on its own, so it adds exactly its own length.
    const d = pieceDuration(analysis, piece);
    if (total + d > hi) continue;
    out.splice(after + 1 || out.length, 0, piece);
    total += d;
  }
  return out;
}

/** The lines of pieces as a reply quotes them: their opening words and where they are said. */
export const sentenceList = (analysis: Analysis, pieces: readonly Piece[], max = 4) => {
  const lines = pieces.filter((p) => p.unit);
  const shown = lines
    .slice(0, max)
    .map(
      (p) =>
        `“${capitalise(p.unit!.text.split(/\s+/).slice(0, 8).join(' '))}…” (${placeOf(analysis, { sourceId: p.unit!.sourceId, at: p.unit!.start })})`,
    )
    .join(', ');
  return lines.length > max ? `${shown} and ${lines.length - max} more` : shown;
};

/** "Use only the best 3 lines": the edit's strongest lines, that many, in their order. */
function keepBestLines(
  analysis: Analysis,
  pieces: readonly Piece[],
  name: string,
  count: number,
  before: number,
): ResizedPieces {
  const lines = pieces.filter((p) => p.unit);
  if (lines.length <= count)
    return { reply: `${name} has ${lines.length} line${lines.length === 1 ? '' : 's'}, so I left it as it is.` };
  const best = new Set([...lines].sort((a, b) => score(b) - score(a)).slice(0, count));
  const kept = pieces.filter((p) => best.has(p));
  const after = segmentsDuration(piecesToSegments(analysis, kept));
  return {
    pieces: kept,
    reply: `I kept the ${count} strongest lines of ${name}, in their order: ${lengthChange(before, after)}. ${sentenceList(analysis, kept, count)}.`,
  };
}

export function resize(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: ResizeRequest,
): FollowUpResult {
  const { pieces, reply } = resizePieces(analysis, editPieces(analysis, groups.flat()), `“${title}”`, request);
  return { reply, ...(pieces && { segments: piecesToSegments(analysis, pieces) }) };
}

/** What a resize made: the new pieces, or none where it changed nothing (the reply says why). */
export interface ResizedPieces {
  pieces?: Piece[];
  reply: string;
}

/**
 * The resize over pieces; `name` is how replies name them (“Title”, or "the opening of “Title”").
 * Lines in `alsoUsed` (the rest of the edit) are not added again.
 */
export function resizePieces(
  analysis: Analysis,
  pieces: readonly Piece[],
  name: string,
  request: ResizeRequest,
  alsoUsed: readonly Piece[] = [],
): ResizedPieces {
  const before = segmentsDuration(piecesToSegments(analysis, pieces));
  const tolerance = cutRules.durationTolerance;
  if (request.lines !== undefined) return keepBestLines(analysis, pieces, name, request.lines, before);
  if (request.share !== undefined) request = { direction: 'to', seconds: before * request.share };
  // "10 seconds shorter": as near that change as whole sentences allow, not within 10 % of the length.
  const by = request.by;
  if (by !== undefined) {
    const seconds = request.direction === 'longer' ? before + by : before - by;
    if (seconds < 1)
      return {
        reply: `${name} runs ${formatClock(before)}, so it cannot be ${Math.round(by)} s shorter. I left it as it is.`,
      };
    request = { direction: request.direction, seconds };
  }
  if (request.atMost && request.seconds !== undefined && before <= request.seconds)
    return {
      reply: `${name} already runs ${formatClock(before)}, within ${formatClock(request.seconds)}, so I left it as it is.`,
    };
  const direction =
    request.direction !== 'to' || request.seconds === undefined
      ? request.direction
      : Math.abs(request.seconds - before) <= request.seconds * tolerance
        ? 'same'
        : request.seconds < before
          ? 'shorter'
          : 'longer';
  if (direction === 'same' || direction === 'to')
    return {
      reply: `${name} already runs ${formatClock(before)}, within ${tolerance * 100} % of ${formatClock(request.seconds ?? before)}, so I left it as it is.`,
    };
  let next: Piece[];
  if (direction === 'shorter') {
    // A limit ("under a minute") is kept to; a target ("a 30 s version") within the usual tolerance.
    const hi =
      request.seconds !== undefined
        ? request.seconds + (request.atMost ? 0 : Math.min(request.seconds * tolerance, (by ?? Infinity) * 0.3))
        : before * resizeRules.shorterShare;
    // A target ("make it 15 seconds") is met within the tolerance where whole sentences allow.
    const lo =
      request.seconds !== undefined && !request.atMost && by === undefined ? request.seconds * (1 - tolerance) : 0;
    next = keepBest(analysis, pieces, hi, lo);
  } else {
    const target = request.seconds ?? before * resizeRules.longerShare;
    const loose = Math.max(target * (1 + tolerance), before + 1);
    // A few seconds more: no longer than half as much again, where a line that short is there.
    next = addMaterial(
      analysis,
      pieces,
      target,
      by === undefined ? loose : Math.min(loose, target + Math.max(by / 2, 2)),
      alsoUsed,
    );
    if (by !== undefined && next.length === pieces.length)
      next = addMaterial(analysis, pieces, target, loose, alsoUsed);
    // "Longer", said of a few seconds: every unused line would overshoot a third more, so the
    // shortest step longer is one whole line.
    if (request.seconds === undefined && next.length === pieces.length)
      next = addMaterial(analysis, pieces, target, Infinity, alsoUsed);
  }
  const after = segmentsDuration(piecesToSegments(analysis, next));
  const worked = direction === 'shorter' ? after < before - 0.5 : after > before + 0.5;
  const edited = topicsOf(pieces);
  const [only] = edited.size === 1 ? edited : [];
  const topic = only === undefined ? undefined : analysis.topics[only];
  const ownTopic = topic && analysis.topics.length > 1 ? ` of its topic, “${topic.label}”` : '';
  if (!worked)
    return {
      reply:
        direction === 'shorter'
          ? `${name} is a single line of ${formatClock(before)} — I can't make it shorter without cutting into the sentence, so I left it as it is.`
          : `${name} already uses every usable line${ownTopic || ` of the footage${analysis.topics.length > 1 ? ' on its topics and beyond' : ''}`}, so there is no more material to make it longer. I left it as it is.`,
    };
  // Under a limit is what was asked, however far under: whole sentences rarely land on it.
  const missed =
    request.seconds !== undefined &&
    (request.atMost ? after > request.seconds : Math.abs(after - request.seconds) > request.seconds * tolerance)
      ? ` That is as close to ${formatClock(request.seconds)} as whole sentences allow.`
      : '';
  // Longer, but short of the aim: its own topic has nothing more to give.
  const allOfTopic =
    direction === 'longer' &&
    ownTopic &&
    after < (request.seconds ?? before * resizeRules.longerShare) * (1 - tolerance)
      ? ` That is every usable line${ownTopic}: the rest of the footage is about other things.`
      : '';
  const change = `${lengthChange(before, after)}, ${secondsChanged(before, after)} ${direction}`;
  const dropped = pieces.filter((p) => !next.includes(p));
  const added = next.filter((p) => !pieces.includes(p));
  const detail =
    direction === 'shorter'
      ? `I dropped ${dropped.length === 1 ? 'one of its weaker lines' : `${dropped.length} of its weaker lines`}${dropped.length ? `: ${sentenceList(analysis, dropped)}` : ''}.`
      : `I added ${added.length} line${added.length === 1 ? '' : 's'} from the footage: ${sentenceList(analysis, added)}.`;
  // Short of a length because the topic ran out, not because of whole sentences: say the first.
  return { pieces: next, reply: `I made ${name} ${direction}: ${change}. ${detail}${allOfTopic || missed}` };
}
