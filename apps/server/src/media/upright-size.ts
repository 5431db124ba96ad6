import type { MediaInfo } from './media.types';

/**
 * The picture as a player shows it: a phone clip stored sideways with a quarter-turn display
 * matrix is taller than wide, and editing apps (and our renders) take it so.
 */
export function uprightSize(video: NonNullable<MediaInfo['video']>): { width: number; height: number } {
  return video.rotation === 90 || video.rotation === 270
    ? { width: video.height, height: video.width }
    : { width: video.width, height: video.height };
}
