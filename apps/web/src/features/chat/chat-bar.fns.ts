import { chatBar } from '@otto/shared/constants';

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

/**
 * The textarea's height: never below the 66 px base, growing with its content up to 24 rows,
 * after which it scrolls.
 */
export function chatBarHeightPx(contentHeightPx: number, lineHeightPx: number, verticalPaddingPx: number): number {
  const max = chatBar.maxRows * lineHeightPx + verticalPaddingPx;
  return Math.min(Math.max(chatBar.baseHeightPx, contentHeightPx), Math.max(chatBar.baseHeightPx, max));
}
