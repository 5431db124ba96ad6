import type { Unit } from '../analyse/analyse.types';

/** The units an edit may use: every line but the earlier takes of a retake and microphone checks. */
export const usable = (units: readonly Unit[]) => units.filter((u) => !u.retakeOf && !u.soundCheck);

/** A microphone check said once (a retaken one is already left out as a retake). */
export const isMicrophoneCheck = (u: Unit) => u.soundCheck && !u.retakeOf;

/** Best quote first; equal ones in the order they were said. */
export const byQuote = (units: readonly Unit[]) =>
  [...units].sort((a, b) => b.quoteScore - a.quoteScore || a.start - b.start);
