/**
 * How a picture is stored, beyond its size and rate: interlaced pictures hold two fields per
 * frame, one of them shown first; anamorphic pictures (DV, HDV, DVCPRO HD) store fewer columns
 * than they show. Editing apps need both to lay the footage out as the camera meant it.
 */

/** The field an interlaced frame shows first; absent on a reference means progressive. */
export type FieldDominance = 'upper' | 'lower';

/** The shape of one stored pixel, width over height (HDV: 4 by 3); absent means square. */
export interface PixelAspect {
  readonly h: number;
  readonly v: number;
}

export interface StoredPicture {
  readonly width: number;
  readonly height: number;
  readonly pixelAspect?: PixelAspect;
}

/** The size a player shows: the stored width stretched by the pixels' shape. */
export function displaySize(picture: StoredPicture): { width: number; height: number } {
  const { width, height, pixelAspect } = picture;
  return pixelAspect ? { width: Math.round((width * pixelAspect.h) / pixelAspect.v), height } : { width, height };
}

/**
 * ffprobe's field_order as the field shown first. tb and bt name the coded order first and the
 * displayed one second (ffmpeg's docs, QuickTime's 'fiel' details 9 and 14); progressive and
 * unknown give undefined.
 */
export function fieldDominanceOf(fieldOrder: string | undefined): FieldDominance | undefined {
  switch (fieldOrder) {
    case 'tt':
    case 'bt':
      return 'upper';
    case 'bb':
    case 'tb':
      return 'lower';
    default:
      return undefined;
  }
}

/** A sample aspect ratio (ffprobe's "4:3" or a num/den pair) as a pixel shape; square gives undefined. */
export function pixelAspectOf(sampleAspect: { num: number; den: number } | undefined): PixelAspect | undefined {
  if (!sampleAspect || sampleAspect.num <= 0 || sampleAspect.den <= 0 || sampleAspect.num === sampleAspect.den) {
    return undefined;
  }
  return { h: sampleAspect.num, v: sampleAspect.den };
}
