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
import { segmentGroups, type FollowUpResult } from './follow-ups';
import type { Plan } from './assistant.types';
import type { Outline } from './chapter-changes.fns';
import { carryChapters } from './edit-chapters.fns';
import { approvalAsk, outlineOf, storyFromCard } from './story-card.fns';
import { resizePieces, type ResizeRequest } from './resize';
import type { EditPart } from './resize-request.fns';

/** `change`: what happened to the part alone, where it changed. */
export function resizePart(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: ResizeRequest & { part: EditPart },
  chapters: readonly Chapter[] | undefined,
): FollowUpResult & { change?: string } {
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
    change: reply,
    reply: `${reply} The rest plays as it did; the edit now runs ${formatClock(now)} (it ran ${formatClock(whole)}).`,
  };
}

const outlineTitle = 'the outline';

/**
 * One part of an outline made longer or shorter as a cut's would be: the changed chapters and
 * what changed ("I made the opening of the outline … shorter: …"), or why nothing did.
 */
export function resizeOutline(
  analysis: Analysis,
  request: ResizeRequest & { part: EditPart },
  outline: Outline,
): { said: string; change?: string; chapters?: Outline } {
  const cut = storyFromCard({ chapters: outline });
  const groups = segmentGroups(analysis, cut.segments);
  const result = resizePart(analysis, groups, outlineTitle, request, cut.chapters);
  const said = capitalise(result.reply.replaceAll(`“${outlineTitle}”`, outlineTitle)).replace(
    'the edit now runs',
    'the outline now runs',
  );
  const chapters = result.segments && carryChapters(cut, result.segments);
  if (!result.segments || !chapters) return { said };
  return {
    said,
    change: capitalise(result.change!.replaceAll(`“${outlineTitle}”`, outlineTitle)),
    chapters: outlineOf(result.segments, chapters),
  };
}

/**
 * "Make the intro shorter" said of an outline still waiting for approval: the outline's opening
 * chapter changes as a cut's would, and the changed outline posts as a new card to approve.
 */
export function resizeOutlinePart(
  analysis: Analysis,
  request: ResizeRequest & { part: EditPart },
  outline: Outline,
): Plan {
  const { said, chapters } = resizeOutline(analysis, request, outline);
  if (!chapters) return { intent: 'resize', reply: said, stories: [] };
  return {
    intent: 'resize',
    reply: `${said}\n${approvalAsk(chapters)}`,
    stories: [],
    storyCard: { chapters },
  };
}
