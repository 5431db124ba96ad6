/**
 * The project's suggestion state after analysis and after each reply (spec chat §4
 * "Suggestion priority"): the flags pick the client's built-in lists, promptSuggestions are ours.
 */
import type { ProjectMode } from '@otto/shared/modes';
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';

const topicModes: readonly ProjectMode[] = ['standard', 'multi_language', 'podcast'];

/** Suggestions shown before the first edit, named after what the footage is about. */
export function serverSuggestions(analysis: Analysis, mode: ProjectMode): string[] {
  const [t1, t2] = analysis.topics;
  if (!t1) return [];
  if (mode === 'rough_cut') {
    const minutes = Math.min(30, Math.max(1, Math.round((analysis.spokenDuration * 0.6) / 60)));
    return [`Rough cut of ${minutes} minute${minutes === 1 ? '' : 's'}`];
  }
  if (mode === 'social_media') {
    return [
      `Make me a 45-second social clip about ${t1.label}`,
      ...(t2 ? [`Make me a 30-second clip about ${t2.label}`] : []),
      'Create a title/description for Instagram.',
    ];
  }
  return [
    `Cut me a video on topic 1 (${t1.label})`,
    ...(t2 ? [`Cut me a video on topic 2 (${t2.label})`, 'Explore topics 1 and 2'] : []),
    `What is this about? (${formatClock(analysis.totalDuration)} of footage)`,
  ];
}

/**
 * The topic follow-ups (spec: 'Can we explore topic 1?' …) with the topics' names, shown once the
 * first edit raised the topic flag: a chip that says what topic 1 is gets clicked.
 */
export function topicFollowUps(analysis: Pick<Analysis, 'topics'>): string[] {
  const [t1, t2] = analysis.topics;
  if (!t1 || !t2) return [];
  return [
    `Can we explore topic 1 (${t1.label})?`,
    `Can we explore topic 2 (${t2.label})?`,
    `Cut me a short video combining topics 1 and 2 (${t1.label} and ${t2.label})`,
  ];
}

export interface SuggestionFlags {
  shouldShowTopicSuggestion: boolean;
  shouldShowSocialMediaSuggestion: boolean;
}

/**
 * After the first edit in the standard modes the topic suggestions appear (when there are topics
 * to explore) until a later prompt explores one; in social media mode every edit brings the social
 * follow-ups ("Make the hook punchier.").
 */
export function flagsAfterReply(
  current: SuggestionFlags & { numEditResponses: number },
  mode: ProjectMode,
  reply: { edited: boolean; intent: string; topicCount: number },
): SuggestionFlags {
  let topic = current.shouldShowTopicSuggestion;
  let social = current.shouldShowSocialMediaSuggestion;
  if (reply.edited && current.numEditResponses === 0 && topicModes.includes(mode) && reply.topicCount >= 2)
    topic = true;
  else if (reply.intent === 'topics') topic = false;
  if (reply.edited && mode === 'social_media') social = true;
  return { shouldShowTopicSuggestion: topic, shouldShowSocialMediaSuggestion: social };
}
