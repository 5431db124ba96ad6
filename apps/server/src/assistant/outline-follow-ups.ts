/**
 * Follow-ups to chapters: a rough cut's outline still waiting for approval (the story card)
 * changes in the chat as it does on the card, and posts as a new card; a cut edit's chapters
 * move, swap or get renamed the same way. A length asked of an outline outlines the footage
 * again at that length; a change only a cut can take waits for the approval, as the reply says.
 */
import type { Story } from '@otto/shared/container';
import { formatClock } from '../analyse/text.fns';
import type { Plan } from './assistant.types';
import { changeChapters, type Outline } from './chapter-changes.fns';
import { cutRules } from './cut-rules';
import type { ChapterRequest } from './chapter-request.fns';
import { segmentsDuration } from './edit-pieces.fns';
import type { FollowUp } from './intent.fns';
import { resizeRules } from './resize';
import { approvalAsk, outlineOf, storyFromCard } from './story-card.fns';

const outlineLength = (outline: Outline) => outline.reduce((sum, c) => sum + c.duration, 0);

export const isChapterRequest = (intent: FollowUp): intent is ChapterRequest =>
  intent.kind === 'chapter' || (intent.kind === 'drop' && 'chapter' in intent);

/** The outline as the reply lists it, and what to do next. */
const outlineReply = (outline: Outline) =>
  `The outline now runs ${formatClock(outlineLength(outline))}:\n${approvalAsk(outline)}`;

/** `roughCut` outlines the footage again at a length (see planner.ts roughCutPlan). */
export function outlineFollowUp(intent: FollowUp, outline: Outline, roughCut: (seconds: number) => Plan): Plan {
  if (isChapterRequest(intent)) {
    const change = changeChapters(outline, intent, 'outline');
    if (typeof change === 'string') return { intent: intent.kind, reply: `${change} I left it as it is.`, stories: [] };
    return {
      intent: intent.kind,
      reply: `${change.said}\n${outlineReply(change.outline)}`,
      stories: [],
      storyCard: { chapters: change.outline },
    };
  }
  if (intent.kind === 'resize' && !intent.part) return resizedOutline(intent, outline, roughCut);
  if (intent.kind === 'clean')
    return {
      intent: 'clean',
      reply:
        'The outline already leaves out retakes, fillers and long pauses. Approve it and the cut will leave them out too.',
      stories: [],
    };
  return {
    intent: intent.kind,
    reply:
      'The rough cut is not cut yet: its outline above is waiting for your approval. Drop, reorder or rename its chapters on the card or here (“drop chapter 2”, “move chapter 3 to the start”, “rename chapter 1 to …”), approve it, and then ask me again.',
    stories: [],
  };
}

function resizedOutline(
  intent: Extract<FollowUp, { kind: 'resize' }>,
  outline: Outline,
  roughCut: (seconds: number) => Plan,
): Plan {
  const before = outlineLength(outline);
  const target =
    intent.seconds ??
    (intent.by !== undefined ? before + (intent.direction === 'longer' ? intent.by : -intent.by) : undefined) ??
    before *
      (intent.share ??
        (intent.direction === 'shorter'
          ? resizeRules.shorterShare
          : intent.direction === 'longer'
            ? resizeRules.longerShare
            : 1));
  // A rough cut is cut to ±10 % of its length: a change smaller than that makes the same outline.
  if (Math.abs(target - before) <= target * cutRules.durationTolerance)
    return {
      intent: 'resize',
      reply: `The outline runs ${formatClock(before)}, within ${cutRules.durationTolerance * 100} % of ${formatClock(target)}, so I left it as it is.`,
      stories: [],
    };
  const plan = roughCut(target);
  const after = plan.storyCard ? outlineLength(plan.storyCard.chapters) : before;
  const shorter = target < before;
  if (!plan.storyCard || (shorter ? after >= before - 0.5 : after <= before + 0.5))
    return {
      intent: 'resize',
      reply: `The outline runs ${formatClock(before)}, as ${shorter ? 'short' : 'long'} as a rough cut of this footage goes, so I left it as it is.`,
      stories: [],
    };
  return {
    ...plan,
    intent: 'resize',
    reply: `I outlined the footage again ${shorter ? 'shorter' : 'longer'}: ${formatClock(before)} → ${formatClock(after)}.\n${plan.reply ?? ''}`,
  };
}

/** A chapter moved, swapped or renamed in a cut edit, as a new edit; an edit without chapters says so. */
export function editChaptersPlan(
  previous: Pick<Story, 'segments' | 'chapters'>,
  title: string,
  intent: Extract<ChapterRequest, { kind: 'chapter' }>,
): Plan {
  if (!previous.chapters?.length)
    return {
      intent: 'chapter',
      reply: `“${title}” has no chapters, so I left it as it is. A rough cut has chapters; for other edits, name a part (“move the part about … to the start”).`,
      stories: [],
    };
  const change = changeChapters(outlineOf(previous.segments, previous.chapters), intent, `edit “${title}”`);
  if (typeof change === 'string') return { intent: 'chapter', reply: `${change} I left it as it is.`, stories: [] };
  const { segments, chapters } = storyFromCard({ chapters: change.outline });
  return {
    intent: 'chapter',
    reply: `${change.said} “${title}” still runs ${formatClock(segmentsDuration(segments))}.`,
    stories: [{ title, segments, chapters }],
  };
}
