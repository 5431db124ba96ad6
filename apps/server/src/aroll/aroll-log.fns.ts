/**
 * A-roll logging: the analysis's sentences become sound bites an editor can drop on a timeline.
 * A bite is a whole sentence (never a fragment or a microphone check), cut by the same rules as
 * every edit (in the gaps between words, where the audio is quiet), with its topic, speaker,
 * fillers and whether a later take repeats it.
 */
import type { SoundBite } from '@otto/shared/aroll';
import type { Container, Story } from '@otto/shared/container';
import { containerSchemaVersion } from '@otto/shared/container';
import type { FileSummary } from '@otto/shared/message';
import { formatClock } from '@otto/shared/clock';
import { speakerLabel } from '@otto/shared/speakers';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { spokenList } from '../analyse/text.fns';
import { cutSegments, unitRange } from '../assistant/cut-rules';

/** Bites a unit of fewer words would be a fragment, not a quotable line. */
const minBiteWords = 4;

/** Sentences worth logging: quotable lines, and the earlier takes of them (marked as retakes). */
const isBite = (u: Unit) => u.wordCount >= minBiteWords && (u.quoteScore > 0 || u.retakeOf !== null);

export function soundBites(analysis: Analysis): SoundBite[] {
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  const bites: SoundBite[] = [];
  for (const unit of analysis.units) {
    if (!isBite(unit)) continue;
    const source = sources.get(unit.sourceId)!;
    const segments = cutSegments(analysis, [unitRange(unit)]);
    if (segments.length === 0) continue;
    const speaker = source.words[unit.firstWord]?.speaker;
    bites.push({
      sourceId: unit.sourceId,
      filename: source.filename,
      start: segments[0]!.start,
      end: segments.at(-1)!.end,
      text: unit.text,
      topic: analysis.topics[unit.topic]?.label ?? `topic ${unit.topic + 1}`,
      ...(speaker !== undefined ? { speaker: speakerLabel(speaker, analysis.speakerNames) } : {}),
      fillers: analysis.fillers
        .filter((f) => f.sourceId === unit.sourceId && f.firstWord >= unit.firstWord && f.lastWord <= unit.lastWord)
        .map((f) => f.text),
      retake: unit.retakeOf !== null,
      score: unit.quoteScore,
    });
  }
  return bites;
}

/** The first words of a bite, for its marker and subclip name. */
export function biteTitle(bite: SoundBite, words = 7): string {
  const all = bite.text.split(/\s+/);
  const head = all.slice(0, words).join(' ');
  return `${bite.topic}: ${head}${all.length > words ? '…' : ''}`;
}

/** The log as an edit: story n is bite n, so each becomes its own subclip and marker. */
export function arollContainer(id: string, projectId: string, bites: readonly SoundBite[]): Container {
  const stories: Story[] = bites.map((bite, index) => ({
    index,
    title: biteTitle(bite),
    description: bite.text,
    segments: [{ sourceId: bite.sourceId, start: bite.start, end: bite.end, text: bite.text }],
  }));
  return { schemaVersion: containerSchemaVersion, id, projectId, stories };
}

/** One line per file for the summary message: how many bites, about what, and the best of them. */
export function fileSummaries(analysis: Analysis, bites: readonly SoundBite[]): FileSummary[] {
  return analysis.sources.map((source) => {
    const own = bites.filter((b) => b.sourceId === source.sourceId);
    if (own.length === 0)
      return {
        sourceId: source.sourceId,
        filename: source.filename,
        summary: 'No sound bites: no complete sentences were heard.',
      };
    const topics = [...new Set(own.map((b) => b.topic))].slice(0, 3);
    const best = own.filter((b) => !b.retake).sort((a, b) => b.score - a.score)[0] ?? own[0]!;
    const retakes = own.filter((b) => b.retake).length;
    const parts = [
      `${own.length} sound ${own.length === 1 ? 'bite' : 'bites'} about ${spokenList(topics)}`,
      `best at ${formatClock(best.start)}: “${best.text}”`,
      ...(retakes > 0 ? [`${retakes} earlier ${retakes === 1 ? 'take' : 'takes'} marked`] : []),
    ];
    return { sourceId: source.sourceId, filename: source.filename, summary: `${parts.join('; ')}.` };
  });
}
