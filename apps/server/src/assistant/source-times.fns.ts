/**
 * Where things are in the footage, as replies name them: a time, and the file when the project
 * has more than one ("0:13, 0:29 in interview.wav; 0:05 in example.mp4").
 */
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';

export interface SourceTime {
  sourceId: string;
  at: number;
}

const fileOf = (analysis: Analysis, sourceId: string) =>
  analysis.sources.find((s) => s.sourceId === sourceId)?.filename ?? 'the footage';

/** One place: "0:13", or "0:13 in interview.wav" in a project of several files. */
export const placeOf = (analysis: Analysis, t: SourceTime): string =>
  analysis.sources.length > 1 ? `${formatClock(t.at)} in ${fileOf(analysis, t.sourceId)}` : formatClock(t.at);

/** Where a sentence starts. */
export const sentencePlace = (analysis: Analysis, unit: { sourceId: string; start: number }): string =>
  placeOf(analysis, { sourceId: unit.sourceId, at: unit.start });

/** Several places, grouped by file; past `max` the rest are counted. */
export function placesOf(analysis: Analysis, times: readonly SourceTime[], max = 8): string {
  const shown = times.slice(0, max);
  const bySource = new Map<string, number[]>();
  for (const t of shown) bySource.set(t.sourceId, [...(bySource.get(t.sourceId) ?? []), t.at]);
  const groups = [...bySource].map(([sourceId, list]) => {
    const clocks = list.map(formatClock).join(', ');
    return analysis.sources.length > 1 ? `${clocks} in ${fileOf(analysis, sourceId)}` : clocks;
  });
  return groups.join('; ') + (times.length > max ? ` and ${times.length - max} more` : '');
}
