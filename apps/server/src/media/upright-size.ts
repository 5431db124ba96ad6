import type { MediaInfo } from './media.types';

/**
 * The picture as a player shows it: a phone clip stored sideways with a quarter-turn display
 * matrix is taller than wide, and anamorphic footage (DV, HDV) is stretched to its display
 * width; editing apps (and our renders) take it so.
 */
export function uprightSize(video: NonNullable<MediaInfo['video']>): { width: number; height: number } {
  const sar = video.sampleAspect;
  const width = sar ? Math.round((video.width * sar.num) / sar.den) : video.width;
  return video.rotation === 90 || video.rotation === 270
    ? { width: video.height, height: width }
    : { width, height: video.height };
}
