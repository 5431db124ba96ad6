import { timingsMs } from '@otto/shared/constants';
import type { MessageType } from '@otto/shared/message';

/** How many characters of a reply are shown `elapsedMs` after it started typing (5 ms per character). */
export const typedLength = (
  elapsedMs: number,
  textLength: number,
  perCharMs: number = timingsMs.typingPerChar,
): number => Math.min(textLength, Math.max(0, Math.floor(elapsedMs / perCharMs)));

/** Messages Otto types out when they arrive live; the rest appear whole in their turn. */
export const typedMessageTypes: ReadonlySet<string> = new Set<MessageType>([
  'bot_message',
  'broll_summary_message',
  'aroll_summary_message',
  'multicam_project_ready',
  'export_success_message',
  'broll_edit_message',
  'aroll_edit_message',
  'scripted_story_message',
  'onboarding',
]);

/** Messages the user wrote (a reply to an edit too): never queued, never typed. */
export const isUserMessageType = (type: string): boolean =>
  type === 'user_message' || type === 'user_drop' || type === 'reply_message';

/** A transcript shows this many lines before it folds. */
export const transcriptFoldLines = 8;

/** "12 s" / "1:05" for the thinking counter. */
export const elapsedLabel = (ms: number): string => {
  const s = Math.floor(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
