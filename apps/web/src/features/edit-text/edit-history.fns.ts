/**
 * Undo and redo for the edit view: every change is a whole new state (the edit's container), so
 * undoing is going back to the one before and nothing has to know how to reverse itself.
 */
export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** How far back undo goes. */
export const historyLimit = 200;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

/** A change: the present goes on the undo stack, and what was undone can no longer be redone. */
export const record = <T>(h: EditHistory<T>, next: T): EditHistory<T> =>
  next === h.present ? h : { past: [...h.past, h.present].slice(-historyLimit), present: next, future: [] };

export const undo = <T>(h: EditHistory<T>): EditHistory<T> =>
  h.past.length === 0 ? h : { past: h.past.slice(0, -1), present: h.past.at(-1)!, future: [h.present, ...h.future] };

export const redo = <T>(h: EditHistory<T>): EditHistory<T> =>
  h.future.length === 0 ? h : { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) };
