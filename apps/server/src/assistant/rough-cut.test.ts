/**
 * A rough cut's outline: chapters that start where their subjects do, and a cut the length asked
 * even where a part of it is asked a length of its own.
 */
import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf } from '../analyse/analyse.test-support';
import { fillerLines, interviewParts, timedInterview } from '../analyse/interview.test-support';
import { capitalise } from '../analyse/text.fns';
import { asEdit } from './edits.test-support';
import { planPrompt } from './planner';
import { storyFromCard } from './story-card.fns';

const sourceId = '11111111-1111-4111-8111-111111111111';
const outline = (prompt: string, footage: ReturnType<typeof analyseTranscripts>) =>
  planPrompt(prompt, footage, { mode: 'standard' }).storyCard!.chapters;
const length = (chapters: ReturnType<typeof outline>) => chapters.reduce((sum, c) => sum + c.duration, 0);

describe('a rough cut outline', () => {
  it('starts each chapter where its subject starts, though the speaker runs straight on', () => {
    // Each subject follows the last after 0.2 s, less than the pause between two sentences.
    const interview = timedInterview(interviewParts.map((part) => ({ ...part, pauseAfter: 0.2 })));
    const footage = analyseTranscripts([sourceOf(sourceId, interview.words)]);
    expect(footage.topics.length).toBeGreaterThanOrEqual(3);
    const cut = storyFromCard({ chapters: outline('Rough cut', footage) });
    expect(cut.chapters!.length).toBe(footage.topics.length);
    cut.chapters!.forEach((chapter, n) => {
      const topic = footage.topics.find((t) => capitalise(t.label) === chapter.title)!;
      const first = cut.segments[chapter.firstSegment]!;
      // Cut in the short gap before the subject's first word, not a sentence earlier or later.
      if (n > 0) expect(Math.abs(first.start - topic.start)).toBeLessThan(0.25);
      // Its first line, fillers and microphone checks left out.
      const line = footage.units.find((u) => u.topic === topic.index && !u.soundCheck)!;
      expect(first.text.split(' ')[0]).toBe(
        interview.words.find((w) => w.start >= line.start - 0.01 && !/^(um|uh)$/.test(w.text))!.text,
      );
    });
    // Parted, not doubled: each segment ends before the next one starts.
    cut.segments.slice(1).forEach((s, k) => expect(s.start).toBeGreaterThanOrEqual(cut.segments[k]!.end));
  });

  it('keeps its chapters at their subjects’ starts through "add a hook"', () => {
    const interview = timedInterview(interviewParts.map((part) => ({ ...part, pauseAfter: 0.2 })));
    const footage = analyseTranscripts([sourceOf(sourceId, interview.words)]);
    const cut = storyFromCard({ chapters: outline('Rough cut', footage) });
    const hooked = planPrompt('add a hook', footage, { mode: 'standard', previous: asEdit(cut) }).stories[0]!;
    // The hook's chapter opens the edit and the first subject may lose its old opening line; every
    // other chapter still starts at its subject's first line.
    const hookTitle = hooked.chapters![0]!.title;
    const kept = hooked.chapters!.filter(
      (c) => c.title !== hookTitle && c.title !== capitalise(footage.topics[0]!.label),
    );
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const chapter of kept) {
      const topic = footage.topics.find((t) => capitalise(t.label) === chapter.title)!;
      expect(Math.abs(hooked.segments[chapter.firstSegment]!.start - topic.start)).toBeLessThan(0.25);
    }
  });

  it('runs the length asked when its intro is asked a length too', () => {
    const footage = analyseTranscripts([sourceOf(sourceId, timedInterview().words)]);
    const chapters = outline('a 2 minute rough cut with a 10-second intro', footage);
    expect(chapters[0]!.duration).toBeGreaterThan(9);
    expect(chapters[0]!.duration).toBeLessThan(11);
    expect(Math.abs(length(chapters) - 120)).toBeLessThan(6);
  });

  it('changes both parts asked of it', () => {
    const footage = analyseTranscripts([sourceOf(sourceId, timedInterview().words)]);
    const plain = outline('Rough cut', footage);
    const plan = planPrompt('Rough cut with a short intro and a short ending', footage, { mode: 'standard' });
    const changed = plan.storyCard!.chapters;
    expect(changed[0]!.duration).toBeLessThan(plain[0]!.duration - 1);
    expect(changed.at(-1)!.duration).toBeLessThan(plain.at(-1)!.duration - 1);
    expect(plan.reply).toMatch(
      /I made the opening of the outline .+ shorter.+\nI made the ending of the outline .+ shorter/s,
    );
  });

  it('leaves out the microphone check before the interview, and says so', () => {
    const interview = timedInterview(interviewParts);
    const footage = analyseTranscripts([sourceOf(sourceId, interview.words)]);
    const plan = planPrompt('Rough cut, remove the ums and long pauses', footage, { mode: 'standard' });
    expect(plan.reply).toContain(
      '2 microphone checks (0:00 “testing testing one two three”, 0:03 “and here is some more words”)',
    );
    expect(plan.reply).toContain('Without retakes, microphone checks, fillers and long pauses the footage holds');
    const cut = storyFromCard({ chapters: plan.storyCard!.chapters });
    const said = cut.segments.map((s) => s.text).join(' ');
    for (const line of fillerLines) expect(said).not.toContain(line);
    expect(said).toContain('the printing press changed how books were made');
  });
});
