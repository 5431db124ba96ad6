import { chatBar } from '@otto/shared/constants';
import { parseSlashCommand, type SlashCommand } from '@otto/shared/slash-commands';

/** What a key press in the chat bar does: Enter sends, Shift+Enter (or Enter while an IME composes) types a newline. */
export function chatKeyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'send' | 'newline' | 'none' {
  if (event.key !== 'Enter') return 'none';
  if (event.shiftKey || event.isComposing) return 'newline';
  return 'send';
}

/** The prompt to send, or null when it is blank (blank prompts are ignored). */
export function promptToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export type ChatBarSubmission = { kind: 'command'; command: SlashCommand } | { kind: 'prompt'; prompt: string };

/**
 * What sending the bar's text does, or null for nothing. A staff command is a setting, not a prompt:
 * it runs even while prompts cannot be sent, and never reaches the assistant.
 */
export function chatBarSubmission(
  text: string,
  opts: { acceptsCommands: boolean; sendDisabled: boolean },
): ChatBarSubmission | null {
  const prompt = promptToSend(text);
  if (prompt === null) return null;
  const command = opts.acceptsCommands ? parseSlashCommand(prompt) : null;
  if (command) return { kind: 'command', command };
  return opts.sendDisabled ? null : { kind: 'prompt', prompt };
}

/**
 * The textarea's height: never below the 66 px base, growing with its content up to 24 rows,
 * after which it scrolls.
 */
export function chatBarHeightPx(contentHeightPx: number, lineHeightPx: number, verticalPaddingPx: number): number {
  const max = chatBar.maxRows * lineHeightPx + verticalPaddingPx;
  return Math.min(Math.max(chatBar.baseHeightPx, contentHeightPx), Math.max(chatBar.baseHeightPx, max));
}
