/**
 * "Make the intro shorter", "lengthen chapter 3": only that part of the targeted edit changes
 * length (see edit-part.fns for what each part is); the rest plays as it did. The reply names
 * the part, says by how much it changed, and how long the edit now runs.
 */
import type { Chapter } from '@otto/shared/container';
import type { Analysis } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import type { WordRange } from './cut-rules';
import { editPart } from './edit-part.fns';
import { editPieces, piecesToSegments, segmentsDuration } from './edit-pieces.fns';
import type { FollowUpResult } from './follow-ups';
import { resizePieces, type ResizeRequest } from './resize';
import type { EditPart } from './resize-request.fns';

export function resizePart(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: ResizeRequest & { part: EditPart },
  chapters: readonly Chapter[] | undefined,
): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const part = editPart(analysis, groups, pieces, request.part, chapters);
  if (typeof part === 'string') return { reply: `“${title}” ${part}, so I left it as it is.` };
  const first = pieces.indexOf(part.pieces[0]!);
  const last = pieces.indexOf(part.pieces.at(-1)!);
  const before = pieces.slice(0, first);
  const after = pieces.slice(last + 1);
  const { part: _part, ...resizing } = request;
  const resized = resizePieces(
    analysis,
    pieces.slice(first, last + 1),
    `${part.name} of “${title}” (${part.detail})`,
    resizing,
    [...before, ...after],
  );
  const reply = capitalise(resized.reply);
  if (!resized.pieces) return { reply };
  const segments = piecesToSegments(analysis, [...before, ...resized.pieces, ...after]);
  const whole = segmentsDuration(piecesToSegments(analysis, pieces));
  const now = segmentsDuration(segments);
  return {
    segments,
    reply: `${reply} The rest plays as it did; the edit now runs ${formatClock(now)} (it ran ${formatClock(whole)}).`,
  };
}
