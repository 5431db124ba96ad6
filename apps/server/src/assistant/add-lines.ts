/**
 * "Add the part about kayaking at the end", "include the bit where she talks about the boat": the
 * passage a clip about the subject would take (see clip-plan.ts) joins the targeted edit, less the
 * lines it already plays: at the start or the end when asked, else where it comes in the footage.
 */
import type { Segment } from '@otto/shared/container';
import type { Analysis } from '../analyse/analyse.types';
import type { Plan } from './assistant.types';
import type { WordRange } from './cut-rules';
import {
  editPieces,
  lengthChange,
  pieceDuration,
  piecesToSegments,
  segmentsDuration,
  type Piece,
} from './edit-pieces.fns';
import { previousRanges, type FollowUpResult } from './follow-ups';
import type { AddRequest } from './move-request.fns';
import { sentenceList } from './resize';

/** Where a piece is said: its file's place in the project, then its first word. */
const footageOrder = (analysis: Analysis) => {
  const files = new Map(analysis.sources.map((s, i) => [s.sourceId, i]));
  return (p: Piece) => (files.get(p.ranges[0]!.sourceId) ?? 0) * 1e7 + p.ranges[0]!.firstWord;
};

/** The passage's pieces as words of the footage. */
function passagePieces(analysis: Analysis, segments: readonly Segment[]): Piece[] {
  const found = previousRanges(
    analysis,
    { schemaVersion: 1, id: '', projectId: '', stories: [{ index: 0, title: '', segments: [...segments] }] },
    0,
  );
  return found ? editPieces(analysis, found.ranges) : [];
}

/**
 * The pieces of the topic the passage mostly plays: a clip without a length also takes lines of
 * other topics that touch the subject, which are not "the part about" it.
 */
function mainTopicOf(analysis: Analysis, pieces: readonly Piece[]): Piece[] {
  const length = new Map<number, number>();
  for (const p of pieces)
    if (p.unit) length.set(p.unit.topic, (length.get(p.unit.topic) ?? 0) + pieceDuration(analysis, p));
  const main = [...length].sort((a, b) => b[1] - a[1])[0]?.[0];
  return pieces.filter((p) => p.unit?.topic === main);
}

/** The lines "the part about" a subject holds: those of the main topic of a clip about it (`passage`). */
export const subjectLines = (analysis: Analysis, passage: Plan): Piece[] =>
  passage.stories[0] ? mainTopicOf(analysis, passagePieces(analysis, passage.stories[0].segments)) : [];

/** `passage`: a clip about the subject, as the planner would cut it with no length asked. */
export function addLines(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: AddRequest,
  passage: Plan,
): FollowUpResult {
  const found = passage.stories[0];
  // Nothing about the subject: the clip's own reply says what was searched and what there is.
  if (!found) return { reply: passage.reply ?? `I found nothing about “${request.about}” to add.` };
  const pieces = editPieces(analysis, groups.flat());
  const playing = new Set(pieces.flatMap((p) => (p.unit ? [p.unit.id] : [])));
  const added = subjectLines(analysis, passage).filter((p) => p.unit && !playing.has(p.unit.id));
  if (added.length === 0)
    return {
      reply: `“${title}” already plays every line the footage has about “${request.about}”. I left it as it is.`,
    };
  let next: Piece[];
  if (request.to === 'start') next = [...added, ...pieces];
  else if (request.to === 'end') next = [...pieces, ...added];
  else {
    const order = footageOrder(analysis);
    next = [...pieces];
    for (const piece of added) {
      const at = next.findIndex((p) => order(p) > order(piece));
      next.splice(at < 0 ? next.length : at, 0, piece);
    }
  }
  const before = segmentsDuration(piecesToSegments(analysis, pieces));
  const segments = piecesToSegments(analysis, next);
  const where =
    request.to === 'start' ? ' at the start' : request.to === 'end' ? ' at the end' : ' where it comes in the footage';
  const lines = added.length === 1 ? 'one line' : `${added.length} lines`;
  return {
    segments,
    reply: `I added ${lines} about “${request.about}” to “${title}”${where}: ${lengthChange(before, segmentsDuration(segments))}. ${sentenceList(analysis, added)}.`,
  };
}
