/**
 * Follow-ups as plans: a change to the targeted edit (see follow-ups.ts, drop-lines.ts, resize.ts)
 * posted as a new edit with the old one's title and chapters, or several changes asked at once,
 * each made on what the one before made.
 */
import type { Container } from '@otto/shared/container';
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import type { Plan, PlanContext } from './assistant.types';
import { cutRules, unitRange, type WordRange } from './cut-rules';
import { dropLines } from './drop-lines';
import { moveLines } from './move-lines';
import { followChapters } from './chapter-changes.fns';
import { editChaptersPlan, isChapterRequest, outlineFollowUp } from './outline-follow-ups';
import { carryChapters } from './edit-chapters.fns';
import { previousRanges, punchUpHook, strongEnding, tighten, type FollowUpResult } from './follow-ups';
import type { FollowUp } from './intent.fns';
import { story, totalDuration } from './planned-story.fns';
import { addLines } from './add-lines';
import { keepLines } from './keep-lines';
import { changeLines } from './line-order';
import { resize, type ResizeRequest } from './resize';
import { resizeOutlinePart, resizePart } from './resize-part';
import { trimEnds } from './trim-ends';
import { usable } from './units.fns';

/** New edits a follow-up falls back on or draws from: a fresh clip, a clip about a subject, or a rough cut's outline at a length. */
export interface FreshPlans {
  clip: () => Plan;
  about: (subject: string) => Plan;
  roughCut: (seconds: number) => Plan;
}

/**
 * A follow-up changes the targeted edit (the one replied to, else the newest) and keeps its
 * title and chapters; one that changes nothing posts no new edit. Without an edit yet, a
 * clean-up or hook works on a fresh clip, and a length change says there is nothing to change.
 */
export function followUpPlan(analysis: Analysis, intent: FollowUp, context: PlanContext, fresh: FreshPlans): Plan {
  // A rough cut's outline waiting for approval is what "drop chapter 2" or "make it shorter" means.
  if (context.outline)
    return intent.kind === 'resize' && intent.part
      ? resizeOutlinePart(analysis, { ...intent, part: intent.part }, context.outline)
      : outlineFollowUp(intent, context.outline, fresh.roughCut);
  const prev = context.previous && previousRanges(analysis, context.previous.container, context.previous.storyIndex);
  if (!prev || prev.ranges.length === 0) {
    // "Just the part about flying", with no edit yet: a clip of it.
    if (intent.kind === 'keep') return fresh.about(intent.about);
    if (intent.kind !== 'hook' && intent.kind !== 'clean')
      return {
        intent: intent.kind,
        reply: 'There is no edit to change yet. Ask me for a clip or a rough cut first.',
        stories: [],
      };
    if (intent.kind === 'hook')
      return {
        ...fresh.clip(),
        intent: 'hook',
        reply: 'There was no edit to change yet, so here is a clip that opens with the strongest line.',
      };
    const whole = tighten(analysis, [usable(analysis.units).map(unitRange)], 'The footage');
    return {
      intent: 'clean',
      reply: `There was no edit to tidy yet, so I cleaned the whole transcript. ${whole.reply}`,
      stories: whole.segments ? [story('Clean cut', whole.segments)] : [],
    };
  }
  if (intent.kind === 'chapter') return editChaptersPlan(prev.story, prev.title, intent);
  const result: FollowUpResult =
    intent.kind === 'hook'
      ? intent.at === 'end'
        ? strongEnding(analysis, prev.groups, prev.title)
        : punchUpHook(analysis, prev.groups, prev.title)
      : intent.kind === 'clean'
        ? tighten(analysis, prev.groups, prev.title)
        : intent.kind === 'drop'
          ? dropLines(analysis, prev.groups, prev.title, intent, prev.story.chapters)
          : intent.kind === 'lines'
            ? changeLines(analysis, prev.groups, prev.title, intent)
            : intent.kind === 'keep'
              ? keepLines(analysis, prev.groups, prev.title, intent, fresh.about(intent.about))
              : intent.kind === 'move'
                ? moveLines(analysis, prev.groups, prev.title, intent)
                : intent.kind === 'trim'
                  ? trimEnds(analysis, prev.groups, prev.title, intent)
                  : intent.kind === 'add'
                    ? addLines(analysis, prev.groups, prev.title, intent, fresh.about(intent.about))
                    : intent.part
                      ? resizePart(
                          analysis,
                          prev.groups,
                          prev.title,
                          { ...intent, part: intent.part },
                          prev.story.chapters,
                        )
                      : intent.tight
                        ? tightenOrShorten(analysis, prev.groups, prev.title, intent)
                        : resize(analysis, prev.groups, prev.title, intent);
  if (!result.segments)
    return {
      intent: intent.kind,
      reply: result.reply,
      stories: [],
      ...(result.suggestions?.length && { suggestions: result.suggestions }),
    };
  // A title that states the length ("Rough cut (5:02)") states the new one.
  const title = prev.title.replace(/\(\d+:\d{2}(:\d{2})?\)$/, `(${formatClock(totalDuration(result.segments))})`);
  const chapters = carryChapters(prev.story, result.segments);
  return {
    intent: intent.kind,
    reply: result.reply,
    stories: [{ ...story(title, result.segments), ...(chapters && { chapters }) }],
  };
}

/**
 * "Tighter": the edit's fillers and long pauses go, the lines stay. An edit with none left loses
 * its weaker lines instead (as "shorter"), and the reply says why.
 */
function tightenOrShorten(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: ResizeRequest,
): FollowUpResult {
  const tightened = tighten(analysis, groups, title);
  if (tightened.segments) return tightened;
  const shorter = resize(analysis, groups, title, request);
  return {
    ...shorter,
    reply: `“${title}” has no filler words or pauses of ${cutRules.longPauseSec} s or more left to tighten. ${shorter.reply}`,
  };
}

/**
 * "Remove the ums and cut the last line": each change is made on the edit the one before made, and
 * the reply says what each did, in turn. One new edit is posted, or none when no step changed it.
 */
export function stepsPlan(
  analysis: Analysis,
  steps: readonly FollowUp[],
  context: PlanContext,
  fresh: FreshPlans,
): Plan {
  let previous = context.previous;
  let outline = context.outline;
  let changed: Plan | undefined;
  const replies: string[] = [];
  const shown = context.previous?.container.stories.find((s) => s.index === context.previous!.storyIndex);
  const chapters = followChapters(outline?.length ?? shown?.chapters?.length ?? 0);
  for (const asked of steps) {
    const step = isChapterRequest(asked) ? chapters.now(asked) : asked;
    const plan = followUpPlan(analysis, step, { ...context, previous, outline }, fresh);
    if (isChapterRequest(step) && (plan.storyCard || plan.stories[0])) chapters.made(step);
    if (plan.storyCard) {
      // Each outline change lists the outline; only the last list stays in the reply.
      const last = replies.findLastIndex((r) => r.includes('\n'));
      if (changed?.storyCard && last >= 0) replies[last] = replies[last]!.split('\n')[0]!;
      outline = plan.storyCard.chapters;
      changed = plan;
    }
    if (plan.reply && !replies.includes(plan.reply)) replies.push(plan.reply);
    if (!plan.stories[0]) continue;
    changed = plan;
    const container: Container = previous?.container ?? { schemaVersion: 1, id: '', projectId: '', stories: [] };
    previous = { container: { ...container, stories: [{ index: 0, ...plan.stories[0] }] }, storyIndex: 0 };
  }
  return {
    intent: steps.map((s) => s.kind).join('+'),
    reply: replies.join('\n'),
    stories: changed?.stories ?? [],
    ...(changed?.storyCard && { storyCard: changed.storyCard }),
  };
}
