import type { DemoCategory } from '@otto/shared/api/demos';
import type { z } from 'zod';
import type { demoStartDataSchema } from '@otto/shared/message';

type DemoStartData = z.infer<typeof demoStartDataSchema>;

/** What a demo's tile and its demo_start message need of a source. */
export interface DemoSourceMedia {
  id: string;
  filename: string;
  type: string;
  transcodedFileUri: string | null;
  originalFileUri: string | null;
  thumbnailsUri: string | null;
}

/** The object a browser plays for a source: the proxy when one was made, else the original. */
export const playableUri = (s: DemoSourceMedia): string | null => s.transcodedFileUri ?? s.originalFileUri;

/** The demo's videos in order, each with something to play (the main audio of a multicam demo is not one). */
export const demoVideos = (sources: readonly DemoSourceMedia[]): DemoSourceMedia[] =>
  sources.filter((s) => s.type === 'video' && playableUri(s) !== null);

/** The picker's two groups: a multicam demo, or any other. */
export const demoCategory = (projectCategory: string): DemoCategory =>
  projectCategory === 'multicam' ? 'multicam' : 'others';

/**
 * The demo_start message (spec chat §3): the uncut video and its poster, and for a multicam demo every
 * camera as a menu entry. URLs are object URIs (s3://bucket/key), signed by the browser when it plays
 * them like every other stored media reference; null when the demo has no video.
 */
export function demoStartData(sources: readonly DemoSourceMedia[], multicam: boolean): DemoStartData | null {
  const videos = demoVideos(sources);
  const first = videos[0];
  if (!first) return null;
  const entry = (s: DemoSourceMedia) => ({ videoUrl: playableUri(s)!, thumbnailUrl: s.thumbnailsUri ?? '' });
  return {
    ...entry(first),
    ...(multicam &&
      videos.length > 1 && {
        multicamVideos: videos.map((s, i) => ({ ...entry(s), videoName: `Camera ${i + 1}` })),
      }),
  };
}

/**
 * Old → new source ids of a copy whose sources point at the same objects as the demo's: a source is
 * known by its original's URI, which a copy keeps.
 */
export function sourceIdMap(
  from: readonly Pick<DemoSourceMedia, 'id' | 'originalFileUri'>[],
  to: readonly Pick<DemoSourceMedia, 'id' | 'originalFileUri'>[],
): Map<string, string> {
  const ids = new Map<string, string>();
  for (const s of from) {
    const copy = to.find((t) => t.originalFileUri !== null && t.originalFileUri === s.originalFileUri);
    if (copy) ids.set(s.id, copy.id);
  }
  return ids;
}
