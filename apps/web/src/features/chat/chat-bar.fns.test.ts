import { describe, expect, it } from 'vitest';
import { chatBarHeightPx, chatBarSubmission, chatKeyAction, promptToSend } from './chat-bar.fns';

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

describe('what sending the chat bar does', () => {
  const open = { acceptsCommands: true, sendDisabled: false };

  it('runs a staff command instead of sending it as a prompt', () => {
    expect(chatBarSubmission(' /unlock-large-files ', open)).toEqual({
      kind: 'command',
      command: { kind: 'unlock_large_files' },
    });
  });

  it('runs a command even while prompts cannot be sent, but sends no prompt then', () => {
    const closed = { acceptsCommands: true, sendDisabled: true };
    expect(chatBarSubmission('/m0bileimport', closed)).toEqual({ kind: 'command', command: { kind: 'mobile_import' } });
    expect(chatBarSubmission('Cut me a trailer', closed)).toBeNull();
  });

  it('sends ordinary text, and unknown slash words, as prompts', () => {
    expect(chatBarSubmission('Cut me a trailer', open)).toEqual({ kind: 'prompt', prompt: 'Cut me a trailer' });
    expect(chatBarSubmission('/shorter please', open)).toEqual({ kind: 'prompt', prompt: '/shorter please' });
  });

  it('sends a command as text where the bar takes no commands (a shared chat)', () => {
    expect(chatBarSubmission('/pr0m0de', { acceptsCommands: false, sendDisabled: false })).toEqual({
      kind: 'prompt',
      prompt: '/pr0m0de',
    });
  });

  it('does nothing with blank text', () => {
    expect(chatBarSubmission('  ', open)).toBeNull();
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
