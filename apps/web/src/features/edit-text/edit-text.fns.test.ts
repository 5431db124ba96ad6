import { describe, expect, it } from 'vitest';
import { editCommand, type KeyPress } from './edit-commands.fns';
import { record, redo, startHistory, undo } from './edit-history.fns';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('edit view history', () => {
  it('undoes and redoes every change in order; a new change drops what was undone', () => {
    let h = startHistory('ai');
    h = record(h, 'a');
    h = record(h, 'b');
    expect(undo(h).present).toBe('a');
    expect(undo(undo(h)).present).toBe('ai');
    expect(undo(undo(undo(h))).present).toBe('ai');
    expect(redo(undo(undo(h))).present).toBe('a');
    expect(redo(redo(undo(undo(h)))).present).toBe('b');
    const branched = record(undo(h), 'c');
    expect(branched.future).toEqual([]);
    expect(redo(branched)).toBe(branched);
    expect(record(h, h.present)).toBe(h);
  });
});

describe('edit view keys', () => {
  it('maps the shortcuts the overlay lists, on Windows and Mac', () => {
    expect(editCommand(press('z', { ctrlKey: true }))).toBe('undo');
    expect(editCommand(press('z', { metaKey: true }))).toBe('undo');
    expect(editCommand(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(editCommand(press('y', { ctrlKey: true }))).toBe('redo');
    expect(editCommand(press('Delete'))).toBe('remove');
    expect(editCommand(press('Backspace'))).toBe('remove');
    expect(editCommand(press('r'))).toBe('restore');
    expect(editCommand(press('ArrowUp', { altKey: true }))).toBe('moveUp');
    expect(editCommand(press('ArrowDown', { altKey: true }))).toBe('moveDown');
    expect(editCommand(press('ArrowDown'))).toBe('focusNext');
    expect(editCommand(press('F', { shiftKey: true }))).toBe('removeFillers');
    expect(editCommand(press('?', { shiftKey: true }))).toBe('shortcuts');
    expect(editCommand(press('h'))).toBe('toggleRemoved');
    expect(editCommand(press('r', { ctrlKey: true }))).toBeNull();
    expect(editCommand(press('x'))).toBeNull();
  });
});
