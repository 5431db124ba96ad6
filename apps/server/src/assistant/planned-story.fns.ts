/** The story a plan posts: its title, segments, and the description the edit result shows. */
import type { Segment } from '@otto/shared/container';
import { formatClock } from '../analyse/text.fns';
import type { PlannedStory } from './assistant.types';

export const totalDuration = (segments: readonly Segment[]) => segments.reduce((s, x) => s + (x.end - x.start), 0);

export function story(title: string, segments: Segment[], note?: string): PlannedStory {
  const opening = segments[0]?.text.split(/\s+/).slice(0, 8).join(' ');
  const description = [
    `${formatClock(totalDuration(segments))} · ${segments.length} segment${segments.length === 1 ? '' : 's'}`,
    opening ? `opens with “${opening}…”` : '',
    note ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
  return { title, description, segments };
}
