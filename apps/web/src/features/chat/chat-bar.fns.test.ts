import { describe, expect, it } from 'vitest';
import { chatBarHeightPx, chatKeyAction, promptToSend } from './chat-bar.fns';

describe('chat bar keys', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false }, 'send'],
    [{ key: 'Enter', shiftKey: true }, 'newline'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'newline'],
    [{ key: 'a', shiftKey: false }, 'none'],
  ] as const)('%o → %s', (event, action) => {
    expect(chatKeyAction(event)).toBe(action);
  });

  it('ignores blank prompts and trims the rest', () => {
    expect(promptToSend('   \n\t ')).toBeNull();
    expect(promptToSend('')).toBeNull();
    expect(promptToSend('  Make the hook punchier.\n')).toBe('Make the hook punchier.');
  });
});

describe('chat bar height', () => {
  const line = 20;
  const padding = 24;
  it('starts at 66 px', () => {
    expect(chatBarHeightPx(44, line, padding)).toBe(66);
  });
  it('grows with the text', () => {
    expect(chatBarHeightPx(5 * line + padding, line, padding)).toBe(124);
  });
  it('stops growing at 24 rows', () => {
    expect(chatBarHeightPx(100 * line + padding, line, padding)).toBe(24 * line + padding);
  });
});
