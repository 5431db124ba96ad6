/**
 * "What did I change?", "is this any good?": a question about the edit that asks for no change.
 * The answer says what the targeted edit is (its length, segments, chapters and opening), where
 * the earlier versions are, and what can be asked of it; with no edit yet, what Otto can do.
 */
import { formatClock } from '../analyse/text.fns';
import type { PlanContext } from './assistant.types';
import { totalDuration } from './planned-story.fns';

export const nothingAskedReply =
  'I have not made an edit in this chat yet. I can tell you what the footage is about, who speaks and where a subject comes up, and cut clips, social clips and rough cuts from it: try “Make a 30 second clip about …” or “Rough cut, remove the ums”.';

export function editSummary(context: PlanContext): string {
  const previous = context.previous;
  const story = previous?.container.stories.find((s) => s.index === previous.storyIndex);
  if (!story || story.segments.length === 0) return nothingAskedReply;
  const n = story.segments.length;
  const chapters = story.chapters?.length
    ? ` in ${story.chapters.length} chapters: ${story.chapters.map((c) => c.title).join(', ')}`
    : '';
  const opening = story.segments[0]!.text.split(/\s+/).slice(0, 8).join(' ');
  return [
    `“${story.title}” runs ${formatClock(totalDuration(story.segments))} in ${n} segment${n === 1 ? '' : 's'}${chapters}, and opens with “${opening}…”.`,
    'Each change I make is a new edit: the versions before it are above it in the chat, and Reply on one goes on from there.',
    'Ask me to make it shorter or longer, add a hook, remove the ums and pauses, or take out, move or keep a part.',
  ].join(' ');
}

/** "Thanks!", "hello": a word back, and what to ask next. */
export function smallTalkReply(prompt: string, context: PlanContext): string {
  const thanks =
    /^(?:thanks|thank you|thx|cheers|great|cool|nice|perfect|awesome|amazing|good job|well done|love it|looks good)/i.test(
      prompt.trim(),
    );
  if (!context.previous) return thanks ? `Glad to help. ${nothingAskedReply}` : `Hi! ${nothingAskedReply}`;
  return thanks
    ? 'Glad it works. When the edit is ready, open Export under it; or ask me for another change.'
    : 'Hi! Ask me to change the edit above — shorter, a hook, without the ums — or for a new clip or a rough cut.';
}
