/**
 * The scripted story: the chosen take of every script line, in script order, as one story whose
 * chapters are the lines (markers on the editing app's ruler). Takes are cut like every edit:
 * in the gaps around their first and last words, where the audio is quiet.
 */
import { containerSchemaVersion, type Container, type Segment } from '@otto/shared/container';
import type { ScriptLine, ScriptTake } from '@otto/shared/scripted';
import type { SourceInput } from '../analyse/analyse.types';
import { cutSegments } from '../assistant/cut-rules';
import type { LineAlignment } from './script-alignment.fns';

/** The lines with their takes cut and described, each line's best take chosen. */
export function scriptLinesFound(alignment: readonly LineAlignment[], sources: readonly SourceInput[]): ScriptLine[] {
  const byId = new Map(sources.map((s) => [s.sourceId, s]));
  return alignment.map(({ line, takes }) => {
    const cut: ScriptTake[] = takes.flatMap((take) => {
      const source = byId.get(take.sourceId);
      const segments = source ? cutSegments({ sources: [source], fillers: [] }, [take]) : [];
      if (!source || segments.length === 0) return [];
      return [
        {
          sourceId: take.sourceId,
          filename: source.filename,
          start: segments[0]!.start,
          end: segments.at(-1)!.end,
          text: segments.map((s) => s.text).join(' '),
          coverage: Math.round(take.coverage * 1000) / 1000,
          fillers: take.extraWords,
        },
      ];
    });
    return { text: line, takes: cut, chosen: cut.length > 0 ? 0 : null };
  });
}

/** The story in script order; lines not found are left out (the message lists them). */
export function scriptedContainer(id: string, projectId: string, lines: readonly ScriptLine[]): Container {
  const segments: Segment[] = [];
  const chapters: Array<{ title: string; firstSegment: number }> = [];
  for (const line of lines) {
    const take = line.chosen === null ? undefined : line.takes[line.chosen];
    if (!take) continue;
    chapters.push({ title: line.text, firstSegment: segments.length });
    segments.push({ sourceId: take.sourceId, start: take.start, end: take.end, text: take.text });
  }
  return {
    schemaVersion: containerSchemaVersion,
    id,
    projectId,
    stories: [{ index: 0, title: 'Scripted Story', segments, ...(chapters.length > 0 ? { chapters } : {}) }],
  };
}

/** What the message says: how much of the script was found, and which lines were not. */
export function scriptedStoryText(lines: readonly ScriptLine[]): string {
  const missing = lines.filter((l) => l.chosen === null);
  const found = lines.length - missing.length;
  const head =
    found === 0
      ? `I couldn't find any of the ${lines.length} script lines in your footage.`
      : `I matched ${found} of ${lines.length} script lines to takes and assembled them in script order.`;
  if (missing.length === 0) return `${head} Pick another take of any line to swap it in.`;
  return `${head} Not found in the footage: ${missing.map((l) => `“${l.text}”`).join(', ')}.`;
}
