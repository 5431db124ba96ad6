/** A multicam project's cameras as the slots label them: its completed videos in slot order, from 1. */
export function numberedCameras<S extends { id: string; type: string; state: string; syncOffsetSec: number | null }>(
  sources: readonly S[],
): { camera: number; source: S }[] {
  return sources
    .filter((s) => s.type === 'video' && s.state === 'completed')
    .map((source, i) => ({ camera: i + 1, source }));
}
