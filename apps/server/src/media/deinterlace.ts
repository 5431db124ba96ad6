import type { FieldOrder } from './media.types';

/**
 * Interlaced footage (1080i AVCHD, broadcast MXF/TS, DV) holds two fields in each frame, taken
 * 1/50 s (or 1/60 s) apart: shown, scaled or cropped as it is, every moving edge is combed. bwdif
 * rebuilds each frame from its fields, one frame out per frame in, so the source's rate and
 * timestamps stay as they were. It must come first in a chain: a scale, crop or fps before it
 * mixes the two fields' lines into a picture it can no longer take apart.
 */

// tt and bb come from the bitstream (the H.264 and MPEG-2 parsers say so). tb and bt are read one
// way by QuickTime's 'fiel' atom and the other by ffmpeg's own docs, so there the decoder's flag
// on each frame decides.
const PARITY: Record<FieldOrder, 'tff' | 'bff' | 'auto'> = { tt: 'tff', bb: 'bff', tb: 'auto', bt: 'auto' };

/** The deinterlacing filter for a picture of this field order. */
export const deinterlaceFilter = (fieldOrder: FieldOrder): string =>
  `bwdif=mode=send_frame:parity=${PARITY[fieldOrder]}:deint=all`;

/**
 * `chain` with an interlaced picture deinterlaced before it; a progressive picture (no field
 * order) gets `chain` alone, exactly as before.
 */
export const deinterlaced = (fieldOrder: FieldOrder | undefined, chain: string): string =>
  fieldOrder ? `${deinterlaceFilter(fieldOrder)},${chain}` : chain;
