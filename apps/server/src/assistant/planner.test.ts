import { beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '@otto/shared/container';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import {
  exampleDuration,
  exampleRate,
  exampleVideo,
  pocketsphinxWords,
  referenceFiles,
  referenceText,
  sourceOf,
  timedWords,
} from '../analyse/analyse.test-support';
import { capitalise, contentStems, normaliseToken } from '../analyse/text.fns';
import { cutRules } from './cut-rules';
import { parseIntent } from './intent.fns';
import { parseDuration } from './prompt-numbers.fns';
import { planPrompt } from './planner';
import { foldShortChapters } from './rough-cut';
import { storyFromCard } from './story-card.fns';

const EXAMPLE = '11111111-1111-4111-8111-111111111111';
const READINGS = '22222222-2222-4222-8222-222222222222';

let example: Analysis;
let readings: Analysis;
let both: Analysis;

/** The readings as an interview: "um"s sprinkled in and one restarted line (a retake). */
async function interviewSentences(): Promise<string[]> {
  const out: string[] = [];
  for (const files of Object.values(referenceFiles)) for (const f of files) out.push(await referenceText(f));
  out.splice(0, 0, 'he hoped there would');
  return out.map((s, i) => (i % 3 === 1 ? s.replace(/^(\S+ \S+)/, '$1 um') : s));
}

beforeAll(async () => {
  const ps = sourceOf(EXAMPLE, await pocketsphinxWords(exampleVideo), {
    filename: 'example.mp4',
    durationSec: exampleDuration,
    rate: exampleRate,
  });
  const rd = sourceOf(READINGS, timedWords(await interviewSentences()), {
    filename: 'interview.wav',
    rate: { num: 24000, den: 1001 },
  });
  example = analyseTranscripts([ps]);
  readings = analyseTranscripts([rd]);
  both = analyseTranscripts([ps, rd]);
});

const transcriptWords = (a: Analysis) => new Set(a.sources.flatMap((s) => s.words.map((w) => normaliseToken(w.text))));
const duration = (segments: ReadonlyArray<{ start: number; end: number }>) =>
  segments.reduce((s, x) => s + x.end - x.start, 0);
const asContainer = (a: Analysis, plan: ReturnType<typeof planPrompt>): Container => ({
  schemaVersion: 1,
  id: '44444444-4444-4444-8444-444444444444',
  projectId: '55555555-5555-4555-8555-555555555555',
  stories: plan.stories.map((s, index) => ({ index, title: s.title, segments: s.segments })),
});

describe('intent grammar', () => {
  it('reads durations, topic numbers and the prompt kinds of the suggestions', () => {
    expect(parseDuration('Make me a 45-second social clip about hiring')).toBe(45);
    expect(parseDuration('Rough cut of 5 minutes')).toBe(300);
    expect(parseDuration('a two minute video')).toBe(120);
    expect(parseDuration('this is it')).toBeUndefined();
    expect(parseIntent('Explore topics 1 and 2', 'standard')).toMatchObject({
      kind: 'topics',
      topics: [1, 2],
      combine: false,
    });
    expect(parseIntent('Cut me a short video combining topics 1 and 2', 'standard')).toMatchObject({
      kind: 'topics',
      combine: true,
    });
    expect(parseIntent('Make me a 45-second social clip about hiring', 'standard')).toMatchObject({
      kind: 'clip',
      seconds: 45,
      about: 'hiring',
      social: true,
    });
    expect(parseIntent('Make the hook punchier.', 'social_media').kind).toBe('hook');
    expect(parseIntent('Remove the ums and long pauses', 'standard').kind).toBe('clean');
    expect(parseIntent('Create a title/description for Instagram.', 'social_media')).toMatchObject({
      kind: 'text',
      text: 'social_post',
      platform: 'instagram',
    });
    expect(parseIntent('Create SEO-friendly titles', 'standard')).toMatchObject({ kind: 'text', text: 'seo_titles' });
    expect(parseIntent('Create punchy description for YouTube', 'standard')).toMatchObject({
      kind: 'text',
      text: 'youtube_description',
    });
    expect(parseIntent('Where do they mention the wizard?', 'standard')).toMatchObject({
      kind: 'question',
      question: 'mention',
      query: 'the wizard',
    });
  });

  it('reads a request for an edit that names where the subject is said as an edit, and ends the subject where the request goes on', () => {
    expect(parseIntent('Make a short clip where she talks about her bees', 'standard')).toMatchObject({
      kind: 'clip',
      about: 'her bees',
    });
    expect(parseIntent('Find the part about sailing and make it a reel', 'standard')).toMatchObject({
      kind: 'clip',
      about: 'sailing',
      social: true,
    });
    expect(parseIntent('clip about beekeeping, 30 secs', 'standard')).toMatchObject({
      about: 'beekeeping',
      seconds: 30,
    });
    expect(parseIntent('Make a vertical clip about sailing for Instagram', 'standard')).toMatchObject({
      about: 'sailing',
    });
    expect(parseIntent('Find where he talks about money', 'standard')).toMatchObject({
      kind: 'question',
      query: 'money',
    });
  });

  it('reads a decade as part of the subject, not as a length', () => {
    expect(parseIntent('Make a clip about the 1960s', 'standard')).toEqual({
      kind: 'clip',
      about: '1960s',
      social: true,
    });
    expect(parseIntent('Make a 90s clip about the 80s', 'standard')).toMatchObject({ seconds: 90, about: '80s' });
    expect(parseDuration('Make a 60s reel')).toBe(60);
  });
});

describe('planner', () => {
  it('asks for footage, not speech, in a project with nothing imported yet', () => {
    const empty = analyseTranscripts([]);
    const plan = planPrompt('Make me a 45-second social clip', empty, { mode: 'social_media' });
    expect(plan.stories).toEqual([]);
    expect(plan.reply).toMatch(/^There is no footage in this project yet\. Import a video or audio file/);
    expect(plan.reply).not.toMatch(/speech/);
  });

  it('names the speakers diarization found, by the project’s names, and says so when only one speaks', () => {
    // The readings with their first half spoken by speaker 1 and the rest by speaker 2.
    const rd = readings.sources[0]!;
    const half = Math.floor(rd.words.length / 2);
    const twoVoices = analyseTranscripts([
      { ...rd, words: rd.words.map((w, i) => ({ ...w, speaker: i < half ? 1 : 2 })) },
    ]);
    const reply = planPrompt(
      'Who speaks?',
      { ...twoVoices, speakerNames: { '2': 'Anna' } },
      { mode: 'standard' },
    ).reply;
    expect(reply).toMatch(
      /^I can tell 2 speakers apart in interview\.wav: Speaker 1 \(\d+:\d\d\), Anna \(\d+:\d\d\)\.$/,
    );
    const oneVoice = analyseTranscripts([{ ...rd, words: rd.words.map((w) => ({ ...w, speaker: 1 })) }]);
    expect(planPrompt('Who speaks?', oneVoice, { mode: 'standard' }).reply).toMatch(/^I hear one voice throughout/);
  });

  it('answers every text and question prompt from the transcript itself, not with canned text', () => {
    const prompts = [
      'What is this about?',
      'How long is it?',
      'Who speaks?',
      'Create a title/description for Instagram',
      'Create a complementary blog post',
      'Create SEO-friendly titles',
      'Create punchy description for YouTube',
    ];
    for (const prompt of prompts) {
      const a = planPrompt(prompt, example, { mode: 'standard' });
      const b = planPrompt(prompt, readings, { mode: 'standard' });
      expect(a.reply, prompt).toBeTruthy();
      expect(a.reply, prompt).not.toBe(b.reply);
      if (prompt === 'How long is it?') {
        expect(a.reply).toContain('0:42');
        continue;
      }
      for (const [plan, analysis] of [
        [a, example],
        [b, readings],
      ] as const) {
        const words = transcriptWords(analysis);
        const quoted = contentStems(plan.reply!).length;
        const used = plan
          .reply!.split(/\s+/)
          .map(normaliseToken)
          .filter((w) => w.length > 4 && words.has(w));
        expect(quoted, prompt).toBeGreaterThan(0);
        expect(used.length, `${prompt} uses transcript words`).toBeGreaterThan(1);
      }
    }
  });

  it('finds where a word is mentioned, with times', () => {
    const plan = planPrompt('Where do they mention banana?', example, { mode: 'standard' });
    expect(plan.reply).toMatch(/banana/);
    expect(plan.reply).toMatch(/0:1[67]/);
    expect(plan.reply).toMatch(/0:(39|40)/);
    expect(planPrompt('Where do they mention zeppelins?', example, { mode: 'standard' }).reply).toMatch(
      /couldn't find/,
    );
  });

  it('cuts a 45-second social clip within ±10 %, opening with its strongest line, and makes none about a missing subject', () => {
    const plan = planPrompt('Make me a 45-second social clip', both, { mode: 'standard' });
    expect(plan.stories).toHaveLength(1);
    const total = duration(plan.stories[0]!.segments);
    expect(total).toBeGreaterThanOrEqual(40.5);
    expect(total).toBeLessThanOrEqual(49.5);
    const best = both.units.find((u) => u.id === both.quotable[0])!;
    expect(plan.stories[0]!.segments[0]!.text).toContain(best.text);
    // Nothing in the footage is about hiring: no off-topic clip, the topics it has are offered instead.
    const missing = planPrompt('Make me a 45-second social clip about hiring', both, { mode: 'standard' });
    expect(missing.stories).toHaveLength(0);
    expect(missing.reply).toMatch(/searched the transcript for “hiring”.*found nothing/);
    expect(missing.suggestions?.length).toBeGreaterThan(0);
  });

  it('keeps social clips in social mode between 30 and 60 seconds by default', () => {
    const plan = planPrompt('Make me a clip', both, { mode: 'social_media' });
    const total = duration(plan.stories[0]!.segments);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(total).toBeLessThanOrEqual(60);
  });

  it('keeps topic edits on their topic and explores two topics as two stories', () => {
    const plan = planPrompt('Explore topics 1 and 2', readings, { mode: 'standard' });
    expect(plan.stories).toHaveLength(2);
    plan.stories.forEach((story, i) => {
      const topicUnits = readings.units.filter((u) => u.topic === i);
      for (const seg of story.segments) {
        expect(
          topicUnits.some((u) => seg.start <= u.start && seg.end >= u.end),
          story.title,
        ).toBe(true);
      }
    });
    // The wizard's topic first and for most of the clip; only then other passages that match.
    const clip = planPrompt('Make me a 20 second clip about the wizard', readings, { mode: 'standard' });
    const wizardTopic = readings.topics[readings.units.find((u) => u.text.includes('wizard'))!.topic]!;
    const segments = clip.stories[0]!.segments;
    const inTopic = segments.filter((s) => s.start >= wizardTopic.start - 0.5 && s.end <= wizardTopic.end + 0.5);
    expect(segments.slice(0, inTopic.length)).toEqual(inTopic);
    expect(duration(inTopic)).toBeGreaterThanOrEqual(0.8 * duration(segments));
    expect(planPrompt('Cut me a video on topic 9', readings, { mode: 'standard' }).reply).toMatch(/has \d topics/);
  });

  it('makes a rough cut in story order without retakes, fillers or long pauses', () => {
    const plan = planPrompt('Rough cut of 5 minutes', readings, { mode: 'rough_cut' });
    expect(plan.stories).toEqual([]);
    const segments = storyFromCard(plan.storyCard!).segments;
    for (let i = 1; i < segments.length; i++) expect(segments[i]!.start).toBeGreaterThan(segments[i - 1]!.start);
    const retake = readings.units.find((u) => u.retakeOf)!;
    expect(retake.text).toBe('he hoped there would');
    expect(segments.some((s) => s.start <= retake.start && s.end >= retake.end)).toBe(false);
    expect(segments.every((s) => !/\bum\b/.test(s.text))).toBe(true);
    expect(plan.reply).toMatch(/1 retake/);
  });

  it.each([
    ['one interview', () => readings],
    ['two sources', () => both],
  ])('outlines a rough cut of %s in chapters, one per run of segments on a topic', (_name, analysis) => {
    const a = analysis();
    const story = storyFromCard(planPrompt('Rough cut of 5 minutes', a, { mode: 'rough_cut' }).storyCard!);
    const chapters = story.chapters!;
    expect(a.topics.length).toBeGreaterThan(1);
    expect(chapters.length).toBeGreaterThan(1);
    expect(chapters[0]!.firstSegment).toBe(0);
    for (let i = 1; i < chapters.length; i++) {
      expect(chapters[i]!.firstSegment).toBeGreaterThan(chapters[i - 1]!.firstSegment);
      expect(chapters[i]!.title).not.toBe(chapters[i - 1]!.title);
    }
    expect(chapters.at(-1)!.firstSegment).toBeLessThan(story.segments.length);
    // Every segment sits in the chapter named after the topic of the sentence at its middle.
    story.segments.forEach((segment, i) => {
      const mid = (segment.start + segment.end) / 2;
      const unit = a.units.find((u) => u.sourceId === segment.sourceId && u.start <= mid && mid < u.end);
      const chapter = chapters.filter((c) => c.firstSegment <= i).at(-1)!;
      if (unit) expect(chapter.title).toBe(capitalise(a.topics[unit.topic]!.label));
    });
  });

  it('folds chapters too short to hold anything into their neighbours', () => {
    const seg = (start: number, end: number) => ({
      sourceId: 'aaaaaaaa-0000-4000-8000-000000000001',
      start,
      end,
      text: '',
    });
    // Hello (0.6 s) · Allowed (12 s) · an aside (2 s) · Allowed again (6 s) · Banana (4 s)
    const segments = [seg(0, 0.6), seg(1, 13), seg(14, 16), seg(17, 23), seg(30, 34)];
    const chapters = [
      { title: 'Hello', firstSegment: 0 },
      { title: 'Allowed', firstSegment: 1 },
      { title: 'Aside', firstSegment: 2 },
      { title: 'Allowed', firstSegment: 3 },
      { title: 'Banana', firstSegment: 4 },
    ];
    expect(foldShortChapters(chapters, segments)).toEqual([{ title: 'Allowed', firstSegment: 0 }]);
    expect(foldShortChapters(chapters, segments, 3)).toEqual([
      { title: 'Allowed', firstSegment: 0 },
      { title: 'Banana', firstSegment: 4 },
    ]);
    expect(foldShortChapters(chapters.slice(0, 1), segments.slice(0, 1))).toEqual([
      { title: 'Hello', firstSegment: 0 },
    ]);
  });

  it('leaves other edits without an outline', () => {
    expect(
      planPrompt('Make me a 45-second social clip', readings, { mode: 'standard' }).stories[0]!.chapters,
    ).toBeUndefined();
  });

  it('follows up on the previous edit: without ums and pauses, then a punchier hook', () => {
    // Topics 2 and 3: an edit that does not already open with its strongest line.
    const first = planPrompt('Cut me a video combining topics 2 and 3', readings, { mode: 'standard' });
    expect(first.stories).toHaveLength(1);
    const clean = planPrompt('Remove the ums and long pauses', readings, {
      mode: 'standard',
      previous: { container: asContainer(readings, first), storyIndex: 0 },
    });
    expect(clean.reply).toMatch(/removed \d+ fillers? \(“um” at \d+:\d\d/);
    expect(duration(clean.stories[0]!.segments)).toBeLessThan(duration(first.stories[0]!.segments));
    expect(clean.stories[0]!.segments.every((s) => !/\bum\b/.test(s.text))).toBe(true);
    // Long pauses are gone: no gap of 0.5 s or more between words inside a segment.
    const words = readings.sources[0]!.words;
    for (const seg of clean.stories[0]!.segments) {
      const inside = words.filter((w) => w.start >= seg.start && w.end <= seg.end);
      for (let i = 1; i < inside.length; i++)
        expect(inside[i]!.start - inside[i - 1]!.end).toBeLessThan(cutRules.longPauseSec);
    }

    const hook = planPrompt('Make the hook punchier', readings, {
      mode: 'standard',
      previous: { container: asContainer(readings, clean), storyIndex: 0 },
    });
    const inEdit = readings.units
      .filter((u) => (u.topic === 1 || u.topic === 2) && !u.retakeOf)
      .sort((x, y) => y.quoteScore - x.quoteScore);
    const best = inEdit[0]!;
    expect(clean.stories[0]!.segments[0]!.text).not.toContain(best.text.split(' ').slice(0, 4).join(' '));
    // The hook may be split around a cut "um": its segments come first and make up the line.
    const hookSegments = hook.stories[0]!.segments.filter(
      (s) => s.start >= best.start - cutRules.padSec - 0.05 && s.end <= best.end + cutRules.padSec + 0.05,
    );
    expect(hookSegments.length).toBeGreaterThan(0);
    expect(hook.stories[0]!.segments.slice(0, hookSegments.length)).toEqual(hookSegments);
    expect(hookSegments.map((s) => s.text).join(' ')).toBe(best.text.replace(/ um\b/, ''));
    // No audio plays twice: consecutive segments of one source never overlap.
    hook.stories[0]!.segments.forEach((s, i, all) => {
      const prev = all[i - 1];
      if (prev?.sourceId === s.sourceId && s.start > prev.start) expect(s.start).toBeGreaterThanOrEqual(prev.end);
    });
    expect(hook.reply).toMatch(/now opens with its strongest line \(from \d+:\d\d\)/);
    expect(duration(hook.stories[0]!.segments)).toBeLessThanOrEqual(duration(clean.stories[0]!.segments) + 1e-6);
  });
});

describe('copy for footage of many topics', () => {
  // Ten subjects, six sentences each, in one recording of four minutes.
  const families = [
    'cheese milk goat curd cellar',
    'bicycle chain wheel brake tyre',
    'violin bow string rosin orchestra',
    'garden soil seed compost spade',
    'train station platform ticket carriage',
    'oven bread flour dough yeast',
    'boat sail harbour rope anchor',
    'piano keys pedal chord scale',
    'chess board knight bishop pawn',
    'camera lens shutter photo tripod',
  ];
  const sentences = families.flatMap((family) =>
    Array.from({ length: 6 }, (_, i) => {
      const [a, b, c, d] = family.split(' ').filter((_, k) => k !== i % 5);
      return `we talk about the ${a} and the ${b} with the ${c} near the ${d}`;
    }),
  );
  const many = analyseTranscripts([sourceOf('88888888-8888-4888-8888-888888888888', timedWords(sentences))]);

  it('finds every subject, past eight, and names the six longest in a post', () => {
    expect(many.topics).toHaveLength(10);
    const post = planPrompt('Create a title/description for Instagram.', many, { mode: 'social_media' }).reply!;
    const line = post.split('\n').find((l) => l.startsWith('In this video: '))!;
    expect(line).toMatch(/ — and 4 more\.$/);
    expect(line.split(', ')).toHaveLength(6);
  });
});
