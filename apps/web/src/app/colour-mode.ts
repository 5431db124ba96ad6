/** The app's colour mode: dark by default, light for staff who toggle it with /pr0m0de (spec chat §6). */
import { browserStorage } from '../lib/browser-storage';

export type ColourMode = 'dark' | 'light';

export const colourModeKey = 'otto.colourMode';

type ModeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function storedColourMode(storage: Pick<Storage, 'getItem'> | undefined): ColourMode {
  try {
    return storage?.getItem(colourModeKey) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The palette is chosen in styles.css by this attribute on <html>. */
export function applyColourMode(mode: ColourMode, root: HTMLElement = document.documentElement): void {
  root.dataset.colourMode = mode;
}

export function currentColourMode(root: HTMLElement = document.documentElement): ColourMode {
  return root.dataset.colourMode === 'light' ? 'light' : 'dark';
}

/** Applies a mode now and remembers it for the next visit. */
export function setColourMode(mode: ColourMode, storage: ModeStorage | undefined = browserStorage()): void {
  applyColourMode(mode);
  try {
    storage?.setItem(colourModeKey, mode);
  } catch {
    // Storage full or blocked: the mode still holds for this visit.
  }
}
