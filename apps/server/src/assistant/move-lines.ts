/**
 * "Move the plumbing part to the start": the targeted edit plays a part of itself first (or last),
 * the rest in its order, no line left out. The part is the lines that speak of the subject, as for
 * taking it out (see drop-lines.ts piecesAbout), not the topic they sit in: topic edges are less
 * sure than the words, and a topic that ran two subjects together would drag the other along.
 */
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import type { WordRange } from './cut-rules';
import { piecesAbout } from './drop-lines';
import { editPieces, piecesToSegments } from './edit-pieces.fns';
import type { FollowUpResult } from './follow-ups';
import type { MoveRequest } from './move-request.fns';

export function moveLines(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: MoveRequest,
): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const part = piecesAbout(analysis, pieces, request.about);
  const what = `about “${request.about}”`;
  if (part.length === 0) return { reply: `No line of “${title}” is ${what}, so I left it as it is.` };
  const rest = pieces.filter((p) => !part.includes(p));
  if (!rest.some((p) => p.unit))
    return { reply: `Every line of “${title}” is ${what}, so there is nothing to move it past. I left it as it is.` };
  const moved = request.to === 'start' ? [...part, ...rest] : [...rest, ...part];
  const lines = `${part.length === 1 ? 'the line' : `the ${part.length} lines`} ${what}`;
  const place = request.to === 'start' ? 'opens with' : 'ends on';
  if (moved.every((p, i) => p === pieces[i]))
    return { reply: `“${title}” already ${place} ${lines}. I left it as it is.` };
  const from = part.find((p) => p.unit)?.unit;
  return {
    segments: piecesToSegments(analysis, moved),
    reply: `“${title}” now ${place} ${lines}${from ? ` (from ${formatClock(from.start)})` : ''}; the rest plays in its order, and no line is left out.`,
  };
}
