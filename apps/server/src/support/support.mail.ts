import type { SupportMessageBody } from '@otto/shared/api/support';
import type { Mail } from '../notify/mailer';

export interface SupportMailInput extends SupportMessageBody {
  /** The team's address (SUPPORT_EMAIL). */
  to: string;
  user: { id: string; email: string; name: string | null };
  sentAt: Date;
  userAgent?: string;
}

/**
 * The support chat's message as a mail to the team. Replies go straight to the user, and what the
 * app attached (project, error) sits under the message so support can act without asking back.
 */
export function supportMail(input: SupportMailInput): Mail {
  const who = input.user.name ? `${input.user.name} <${input.user.email}>` : input.user.email;
  const details = [
    `From: ${who}`,
    `User id: ${input.user.id}`,
    input.context?.projectId ? `Project: ${input.context.projectId}` : null,
    input.context?.error ? `Error: ${input.context.error}` : null,
    input.userAgent ? `Browser: ${input.userAgent}` : null,
    `Sent: ${input.sentAt.toISOString()}`,
  ].filter((line): line is string => line !== null);
  return {
    to: input.to,
    replyTo: input.user.email,
    subject: `Support chat: ${firstLine(input.message)}`,
    text: `${input.message.trim()}\n\n--\n${details.join('\n')}\n`,
  };
}

/** Subjects stay one short line whatever the user typed. */
function firstLine(message: string): string {
  const line = message.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
