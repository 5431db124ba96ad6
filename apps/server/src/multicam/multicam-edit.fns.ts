import type { Segment, TextBlock } from '@otto/shared/container';
import type { AudioOverlap } from '@otto/shared/project';
import { switchCameras, type SpokenWord } from './camera-switching.fns';
import { speakerTurnsSchema, wordSpeakers, type SpeakerTurns, type TimedWord } from './speaker-turns.fns';

/**
 * A multicam story's text blocks: one per segment (segments are main-audio times), each with the
 * cameras that show it. Switching runs on the edit's own timeline, so shot lengths are what the
 * viewer sees, and the shots are mapped back into each segment's main-audio times.
 */
export function storyTextBlocks(
  segments: readonly Segment[],
  mainWords: readonly TimedWord[],
  analysis: SpeakerTurns,
  overlap: AudioOverlap,
): TextBlock[] {
  const speakers = wordSpeakers(mainWords, analysis.turns);
  const spoken: SpokenWord[] = [];
  let offset = 0;
  const starts: number[] = [];
  for (const seg of segments) {
    starts.push(offset);
    mainWords.forEach((w, i) => {
      if (w.start < seg.start || w.end > seg.end) return;
      spoken.push({ start: w.start - seg.start + offset, end: w.end - seg.start + offset, speakers: speakers[i]! });
    });
    offset += seg.end - seg.start;
  }
  const fallback = Math.min(...Object.values(analysis.cameraOfSpeaker), analysis.wideCamera ?? Infinity);
  const shots = switchCameras(
    spoken,
    offset,
    { ...analysis, overlapping: overlap === 'overlapping' },
    Number.isFinite(fallback) ? fallback : 1,
  );
  return segments.map((seg, i) => {
    const from = starts[i]!;
    const to = from + (seg.end - seg.start);
    const camBlocks = shots
      .filter((s) => s.end > from + 1e-6 && s.start < to - 1e-6)
      .map((s) => ({
        camera: s.camera,
        start: round(seg.start + Math.max(s.start, from) - from),
        end: round(seg.start + Math.min(s.end, to) - from),
      }))
      .filter((b) => b.end > b.start);
    return { text: seg.text, camBlocks };
  });
}

const round = (t: number) => Math.round(t * 1000) / 1000;

/**
 * Every story of a multicam project's edit with its camera blocks, cut from the main audio; stories
 * of other sources (or a project not yet analysed) are returned as they are.
 */
export function withCameraBlocks<S extends { segments: Segment[] }>(
  stories: readonly S[],
  project: { mainAudioId: string | null; speakerTurns: unknown; audioOverlap: string },
  mainWords: readonly TimedWord[],
): (S & { textBlocks?: TextBlock[] })[] {
  const analysis = speakerTurnsSchema.safeParse(project.speakerTurns);
  if (!analysis.success || !project.mainAudioId) return [...stories];
  const overlap: AudioOverlap = project.audioOverlap === 'overlapping' ? 'overlapping' : 'non_overlapping';
  return stories.map((story) =>
    story.segments.length > 0 && story.segments.every((s) => s.sourceId === project.mainAudioId)
      ? { ...story, textBlocks: storyTextBlocks(story.segments, mainWords, analysis.data, overlap) }
      : story,
  );
}
