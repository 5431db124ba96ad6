import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf } from '../analyse/analyse.test-support';
import { fillerLines, timedInterview } from '../analyse/interview.test-support';
import { arollContainer, fileSummaries, soundBites } from './aroll-log.fns';

const sourceId = '55555555-5555-4555-8555-555555555555';

describe('A-roll log', () => {
  const { words } = timedInterview();
  // Two voices: the interviewer asks the train questions (speaker 2), named by the project.
  const diarized = words.map((w) => ({ ...w, speaker: w.start > 100 ? 2 : 1 }));
  const analysis = {
    ...analyseTranscripts([sourceOf(sourceId, diarized, { filename: 'interview.mov' })]),
    speakerNames: { '2': 'Anna' },
  };
  const bites = soundBites(analysis);

  it('logs whole sentences on word boundaries, never the microphone check', () => {
    expect(bites.length).toBeGreaterThan(30);
    for (const line of fillerLines) expect(bites.map((b) => b.text)).not.toContain(line);
    for (const cut of bites.flatMap((b) => [b.start, b.end]))
      expect(words.filter((w) => w.start + 1e-6 < cut && cut < w.end - 1e-6), `cut at ${cut}`).toEqual([]);
  });

  it('marks the restarted line as an earlier take, lists fillers, and labels speakers', () => {
    const restarted = bites.filter((b) => b.text.startsWith('the sleeper carriage had'));
    expect(restarted.map((b) => [b.text, b.retake])).toEqual([
      ['the sleeper carriage had', true],
      ['the sleeper carriage had six bunks and a tiny window', false],
    ]);
    const umm = bites.find((b) => b.text.startsWith('um i usually write'))!;
    expect(umm.fillers).toEqual(['um']);
    expect(bites.find((b) => b.text.startsWith('the conductor served'))!.speaker).toBe('Anna');
    expect(bites.find((b) => b.text.startsWith('when i was twelve'))!.speaker).toBe('Speaker 1');
  });

  it('makes one story per bite and one summary per file', () => {
    const container = arollContainer('66666666-6666-4666-8666-666666666666', sourceId, bites);
    expect(container.stories.map((s) => s.segments[0]!.start)).toEqual(bites.map((b) => b.start));
    expect(container.stories[0]!.title).toMatch(/^.+: \S+( \S+){0,6}…?$/);
    const [summary] = fileSummaries(analysis, bites);
    expect(summary).toMatchObject({ filename: 'interview.mov', sourceId });
    expect(summary!.summary).toMatch(new RegExp(`^${bites.length} sound bites about .+; best at \\d+:\\d\\d: “.+”`));
  });
});
