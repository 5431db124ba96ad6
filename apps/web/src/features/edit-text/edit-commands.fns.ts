/** The edit view's keyboard: one table, read by the key handler and by the "?" overlay. */

export type EditCommand =
  | 'remove'
  | 'restore'
  | 'moveUp'
  | 'moveDown'
  | 'focusPrevious'
  | 'focusNext'
  | 'undo'
  | 'redo'
  | 'removeFillers'
  | 'shortenPauses'
  | 'toggleRemoved'
  | 'shortcuts';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What each shortcut does, in the words of the "?" overlay. */
export const editShortcuts: readonly { keys: string; does: string; command: EditCommand }[] = [
  { keys: 'Delete / Backspace', does: 'Remove the selected words (or the focused sentence)', command: 'remove' },
  { keys: 'R', does: 'Restore the selected struck words (or the focused sentence)', command: 'restore' },
  { keys: 'Alt+↑ / Alt+↓', does: 'Move the focused sentence up or down', command: 'moveUp' },
  { keys: '↑ / ↓', does: 'Go to the previous or next sentence', command: 'focusNext' },
  { keys: 'Ctrl/Cmd+Z', does: 'Undo', command: 'undo' },
  { keys: 'Shift+Ctrl/Cmd+Z or Ctrl+Y', does: 'Redo', command: 'redo' },
  { keys: 'Shift+F', does: 'Remove fillers', command: 'removeFillers' },
  { keys: 'Shift+P', does: 'Shorten pauses', command: 'shortenPauses' },
  { keys: 'H', does: 'Show or hide removed text', command: 'toggleRemoved' },
  { keys: '?', does: 'Show these shortcuts', command: 'shortcuts' },
];

/** The command a key press means in the edit view, or null. */
export function editCommand(e: KeyPress): EditCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod) return null;
  if (e.altKey && e.key === 'ArrowUp') return 'moveUp';
  if (e.altKey && e.key === 'ArrowDown') return 'moveDown';
  if (e.altKey) return null;
  if (e.key === 'ArrowUp') return 'focusPrevious';
  if (e.key === 'ArrowDown') return 'focusNext';
  if (e.key === 'Delete' || e.key === 'Backspace') return 'remove';
  if (e.key === '?') return 'shortcuts';
  if (e.shiftKey && key === 'f') return 'removeFillers';
  if (e.shiftKey && key === 'p') return 'shortenPauses';
  if (e.shiftKey) return null;
  if (key === 'r') return 'restore';
  if (key === 'h') return 'toggleRemoved';
  return null;
}
