import { browserStorage } from '../../lib/browser-storage';
import { tourMemoryKey, type TourStatus } from './tour.fns';

/** How the last tour ended on this browser ('finished' or 'skipped'), or null when none has. */
export const readTourMemory = (): string | null => browserStorage()?.getItem(tourMemoryKey) ?? null;

export function rememberTourEnd(status: Exclude<TourStatus, 'running'>): void {
  browserStorage()?.setItem(tourMemoryKey, status);
}

/** Asking for the tour again ('Take a guided tour') runs it again. */
export function forgetTour(): void {
  browserStorage()?.removeItem(tourMemoryKey);
}
