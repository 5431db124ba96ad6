import { z } from 'zod';

/** The longest message the support chat sends; the box stops accepting text beyond it. */
export const supportMessageMaxChars = 4000;

/**
 * POST /api/support/messages: what the user wrote in the support chat, plus what the app knew when
 * it opened the chat after an error, so support does not have to ask for it.
 */
export const supportMessageBodySchema = z.object({
  message: z.string().trim().min(1).max(supportMessageMaxChars),
  context: z
    .object({
      projectId: z.string().max(200).optional(),
      error: z.string().max(supportMessageMaxChars).optional(),
    })
    .optional(),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

export const supportMessageResponseSchema = z.object({ sent: z.literal(true) });
export type SupportMessageResponse = z.infer<typeof supportMessageResponseSchema>;

/** The confirmation the panel shows once the message is on its way. */
export const supportChatText = {
  title: 'Chat with us',
  placeholder: 'Tell us what happened…',
  send: 'Send',
  sending: 'Sending…',
  sent: "Thanks — we'll get back to you by email.",
  failed: "Your message didn't go through. Please try again.",
} as const;
