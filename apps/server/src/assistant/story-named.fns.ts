/**
 * "Make the second one shorter", "add a hook to clip 3", "the last reel": where the targeted edit
 * holds several stories (three clips for reels), the one the prompt names is the one changed.
 */
import type { PlanContext } from './assistant.types';
import { num, ordinals } from './prompt-numbers.fns';

const kind = String.raw`(?:one|clip|reel|short|tiktok|video|edit|version|story|cut)`;
const byOrdinal = new RegExp(
  String.raw`\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))\s+${kind}\b`,
);
// "Clip 3", not "cut 3 clips".
const byNumber = new RegExp(
  String.raw`\b(?:clip|reel|short|tiktok|video|edit|version|story)\s+(?:#|number\s+|no\.?\s*)?(\d+|one|two|three|four|five)\b(?!\s*(?:s|secs?|seconds?|mins?|minutes?|:)\b)`,
);

/** Whether a lower-case prompt names one of an edit's stories ("the second clip", "clip 3"). */
export const namesAStory = (p: string) => byOrdinal.test(p) || byNumber.test(p);

/** The story of the targeted edit the prompt names, 0-based; undefined when it names none. */
export function storyNamed(prompt: string, count: number): number | undefined {
  const p = prompt.toLowerCase();
  const said = byOrdinal.exec(p)?.[1] ?? byNumber.exec(p)?.[1];
  if (!said) return undefined;
  const n = said === 'last' ? count : (ordinals[said] ?? num(said.replace(/(st|nd|rd|th)$/, '')));
  return n !== undefined && n >= 1 && n <= count ? n - 1 : undefined;
}

/** The context with the named story as the one a follow-up changes. */
export function withStoryNamed(prompt: string, context: PlanContext): PlanContext {
  const stories = context.previous?.container.stories ?? [];
  if (stories.length < 2) return context;
  const index = storyNamed(prompt, stories.length);
  return index === undefined
    ? context
    : { ...context, previous: { ...context.previous!, storyIndex: stories[index]!.index } };
}
