/**
 * The prompts an editor really sends, one after another, over real transcripts: a clip, then
 * "rough cut, remove the ums", "make it shorter", "add a hook", and a reply to the older clip.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Container, Story } from '@otto/shared/container';
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
import { formatClock } from '../analyse/text.fns';
import type { Plan, PlanContext, PlannedStory } from './assistant.types';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';
import { storyFromCard } from './story-card.fns';

const EXAMPLE = '11111111-1111-4111-8111-111111111111';
const INTERVIEW = '22222222-2222-4222-8222-222222222222';
let footage: Analysis;

/** The readings as an interview: an "um" in every third sentence. */
async function interview(): Promise<string[]> {
  const out: string[] = [];
  for (const files of Object.values(referenceFiles)) for (const f of files) out.push(await referenceText(f));
  return out.map((s, i) => (i % 3 === 1 ? s.replace(/^(\S+ \S+)/, '$1 um') : s));
}

beforeAll(async () => {
  const ps = sourceOf(EXAMPLE, await pocketsphinxWords(exampleVideo), {
    filename: 'example.mp4',
    durationSec: exampleDuration,
    rate: exampleRate,
  });
  const rd = sourceOf(INTERVIEW, timedWords(await interview()), {
    filename: 'interview.wav',
    rate: { num: 24000, den: 1001 },
  });
  footage = analyseTranscripts([ps, rd]);
});

const length = (s: Pick<Story, 'segments'>) => s.segments.reduce((sum, x) => sum + x.end - x.start, 0);
let n = 0;
const asEdit = (stories: readonly PlannedStory[]): PlanContext['previous'] => ({
  container: {
    schemaVersion: 1,
    id: `44444444-4444-4444-8444-${String(++n).padStart(12, '0')}`,
    projectId: '55555555-5555-4555-8555-555555555555',
    stories: stories.map((s, index) => ({ index, ...s })),
  } satisfies Container,
  storyIndex: 0,
});
const ask = (prompt: string, previous?: PlanContext['previous']): Plan =>
  planPrompt(prompt, footage, { mode: 'standard', previous });
const within = (inner: Pick<Story, 'segments'>, outer: Pick<Story, 'segments'>) =>
  inner.segments.every((s) =>
    outer.segments.some((o) => o.sourceId === s.sourceId && s.start >= o.start - 0.2 && s.end <= o.end + 0.2),
  );

describe('a prompt sequence an editor sends', () => {
  it('reads explicit requests before follow-up heuristics', () => {
    expect(parseIntent('Rough cut, remove the ums and long pauses', 'standard').kind).toBe('rough_cut');
    expect(parseIntent('Make it shorter', 'standard')).toEqual({ kind: 'resize', direction: 'shorter' });
    expect(parseIntent('Tighter please', 'social_media')).toEqual({
      kind: 'resize',
      direction: 'shorter',
      tight: true,
    });
    expect(parseIntent('Make it longer', 'rough_cut')).toEqual({ kind: 'resize', direction: 'longer' });
    expect(parseIntent('Give me a 30 s version', 'standard')).toEqual({ kind: 'resize', direction: 'to', seconds: 30 });
    expect(parseIntent('Add a hook', 'standard').kind).toBe('hook');
    expect(parseIntent('Make me a 30 second clip with a strong hook', 'standard').kind).toBe('clip');
    expect(parseIntent('Make the clip shorter', 'social_media')).toEqual({ kind: 'resize', direction: 'shorter' });
    expect(parseIntent('Make it a 30 second clip', 'standard')).toEqual({
      kind: 'resize',
      direction: 'to',
      seconds: 30,
    });
    expect(parseIntent('Cut me a new 30 second reel', 'standard').kind).toBe('clip');
  });

  it('clip → rough cut of the footage → shorter → hook → a reply to the older clip each do what they say', () => {
    const clip = ask('Make me a 45-second social clip');
    const clipEdit = asEdit(clip.stories);
    expect(length(clip.stories[0]!)).toBeLessThanOrEqual(49.5);

    // The rough cut works on the footage, not on the clip it followed, and waits for approval.
    const outline = ask('Rough cut, remove the ums and long pauses', clipEdit);
    expect(outline.stories).toEqual([]);
    expect(outline.storyCard!.chapters.length).toBeGreaterThan(1);
    expect(outline.reply).toMatch(/approve the outline/);
    const rough = storyFromCard(outline.storyCard!);
    expect(length(rough)).toBeGreaterThan(length(clip.stories[0]!) * 1.5);
    expect(within(rough, clip.stories[0]!)).toBe(false);
    expect(rough.segments.every((s) => !/\bum\b/.test(s.text))).toBe(true);
    expect(outline.reply).toMatch(/fillers? \(“um” at (\d+:\d\d, )*\d+:\d\d in interview\.wav\)/);

    // A chapter out of the rough cut: its segments go, the other chapters stay.
    const second = rough.chapters![1]!;
    const withoutSecond = ask('Remove chapter 2', asEdit([rough]));
    expect(withoutSecond.reply).toMatch(
      new RegExp(`^From “${rough.title.replace(/[()]/g, '\\$&')}” I took out chapter 2, “${second.title}”: `),
    );
    expect(withoutSecond.stories[0]!.chapters!.map((c) => c.title)).toEqual(
      rough.chapters!.filter((c) => c !== second).map((c) => c.title),
    );
    expect(ask('Drop chapter 40', asEdit([rough])).reply).toMatch(/has \d+ chapters, so there is no chapter 40/);

    // Shorter is strictly shorter, says by how much, keeps its title kind and its chapters.
    const shorter = ask('Make it shorter', asEdit([rough]));
    const cut = shorter.stories[0]!;
    expect(length(cut)).toBeLessThan(length(rough) - 1);
    const saved = Math.round(length(rough) - length(cut));
    expect(shorter.reply).toContain(
      `from ${formatClock(length(rough))} to ${formatClock(length(cut))}, ${saved} s shorter`,
    );
    expect(shorter.reply).toContain(`“${rough.title}”`);
    expect(cut.title).toBe(`Rough cut (${formatClock(length(cut))})`);
    expect(cut.chapters!.length).toBeGreaterThan(0);
    expect(cut.chapters!.every((c) => rough.chapters!.some((r) => r.title === c.title))).toBe(true);
    expect(within(cut, rough)).toBe(true);

    // The hook claims to drop an opening only when that line really left the edit, and to leave
    // the edit as it is only when its first line is already its strongest.
    const hooked = ask('Add a hook', asEdit([cut]));
    const spoken = (s: Pick<Story, 'segments'>) =>
      s.segments
        .map((x) => x.text)
        .join(' ')
        .toLowerCase();
    const firstWords = (line: string) => line.toLowerCase().split(' ').slice(0, 6).join(' ');
    const already = /already opens with its strongest line \(from [^)]+\): “(.+?)”/.exec(hooked.reply!)?.[1];
    if (already) {
      expect(spoken(cut).startsWith(firstWords(already))).toBe(true);
      expect(hooked.stories).toEqual([]);
    } else {
      const opened = hooked.stories[0]!;
      expect(hooked.reply).toMatch(
        /now opens with its strongest line \(from \d+:\d\d in (example\.mp4|interview\.wav)\)/,
      );
      const dropped = /dropped the old opening line \(from [^)]+\): “(.+?)”/.exec(hooked.reply!)?.[1];
      if (dropped) {
        expect(spoken(cut)).toContain(firstWords(dropped));
        expect(spoken(opened)).not.toContain(firstWords(dropped));
      } else expect(length(opened)).toBeGreaterThan(length(cut) * 0.8);
    }

    // A reply to the older clip changes that clip, names it, and uses only its material.
    const older = ask('Make it shorter', clipEdit);
    expect(older.reply).toContain(`“${clip.stories[0]!.title}”`);
    expect(older.stories[0]!.title).toBe(clip.stories[0]!.title);
    expect(length(older.stories[0]!)).toBeLessThan(length(clip.stories[0]!));
    expect(within(older.stories[0]!, clip.stories[0]!)).toBe(true);
  });

  it('longer and "30 s version" move the edit that way, and say so when they cannot', () => {
    const clip = ask('Make me a 20 second clip');
    const base = length(clip.stories[0]!);
    const longer = ask('Make it longer', asEdit(clip.stories));
    expect(length(longer.stories[0]!)).toBeGreaterThan(base);
    expect(longer.reply).toMatch(/s longer\. I added \d+ lines? from the footage/);
    expect(longer.stories[0]!.title).toBe(clip.stories[0]!.title);

    const thirty = ask('Give me a 30 s version', asEdit(clip.stories));
    expect(Math.abs(length(thirty.stories[0]!) - 30)).toBeLessThanOrEqual(3);

    const same = ask('A 20 second version', asEdit(clip.stories));
    if (Math.abs(base - 20) <= 2) {
      expect(same.stories).toEqual([]);
      expect(same.reply).toMatch(/left it as it is/);
    }

    // Everything the footage holds cannot get longer.
    const everything = ask(`Cut me a video combining topics ${footage.topics.map((t) => t.index + 1).join(', ')}`);
    const all = ask('Make it longer', asEdit([{ ...everything.stories[0]!, title: 'Everything' }]));
    expect(all.stories).toEqual([]);
    expect(all.reply).toMatch(/no more material/);
  });

  it('removes the pause between two sentences of one segment, and says where it was', () => {
    const example = analyseTranscripts([footage.sources[0]!]);
    const clip = planPrompt('Make me a 15-second clip', example, { mode: 'social_media' });
    const clean = planPrompt('Remove the silences', example, { mode: 'social_media', previous: asEdit(clip.stories) });
    expect(clean.reply).toMatch(
      /removed 1 pause of 0.5 s or more \(at 0:1\d; 0.8 s long in all\): from ([\d.]+ s|\d+:\d\d) to ([\d.]+ s|\d+:\d\d)/,
    );
    expect(clean.stories[0]!.segments.length).toBeGreaterThan(clip.stories[0]!.segments.length);
    expect(length(clean.stories[0]!)).toBeLessThan(length(clip.stories[0]!));
  });

  it('"tighter" cuts the pauses first and keeps the lines, and only then drops a weaker line', () => {
    const example = analyseTranscripts([footage.sources[0]!]);
    const clip = planPrompt('Make me a 15-second clip', example, { mode: 'social_media' });
    const tight = planPrompt('Make it tighter', example, { mode: 'social_media', previous: asEdit(clip.stories) });
    expect(tight.reply).toMatch(/removed 1 pause of 0.5 s or more .*: from .* to .*, [\d.]+ s shorter/);
    // Every line stays: the same words, fillers aside.
    const words = (s: Pick<Story, 'segments'>) =>
      s.segments
        .flatMap((x) => x.text.toLowerCase().split(/\s+/))
        .filter((w) => w && !/^(um|uh)$/.test(w))
        .join(' ');
    expect(words(tight.stories[0]!)).toBe(words(clip.stories[0]!));
    expect(length(tight.stories[0]!)).toBeLessThan(length(clip.stories[0]!));

    const tighter = planPrompt('Tighter please', example, { mode: 'social_media', previous: asEdit(tight.stories) });
    expect(tighter.reply).toMatch(/^“.+” has no filler words or pauses of 0.5 s or more left to tighten\. I made/);
    expect(length(tighter.stories[0]!)).toBeLessThan(length(tight.stories[0]!));
  });

  it('a clean-up that finds nothing posts no new edit and says so', () => {
    const clip = ask('Make me a 45-second social clip');
    const clean = ask('Remove the ums and long pauses', asEdit(clip.stories));
    const again = ask('Remove the ums and long pauses', asEdit(clean.stories.length ? clean.stories : clip.stories));
    expect(again.stories).toEqual([]);
    expect(again.reply).toMatch(/no filler words or pauses of 0.5 s or more to remove, so I left it as it is/);
  });
});

describe('follow-ups worded the way editors word them', () => {
  const spoken = (s: Pick<Story, 'segments'>) =>
    s.segments
      .map((x) => x.text)
      .join(' ')
      .toLowerCase();

  it('reads lengths, openings and lines out in an editor’s own words', () => {
    expect(parseIntent('trim to 30 seconds', 'standard')).toEqual({ kind: 'resize', direction: 'to', seconds: 30 });
    expect(parseIntent('Half the length', 'standard')).toEqual({ kind: 'resize', direction: 'to', share: 0.5 });
    expect(parseIntent('Make it half a minute long', 'standard')).toEqual({
      kind: 'resize',
      direction: 'to',
      seconds: 30,
    });
    expect(parseIntent('I want it under a minute', 'standard')).toEqual({
      kind: 'resize',
      direction: 'to',
      seconds: 60,
      atMost: true,
    });
    expect(parseIntent('Make the rough cut shorter', 'standard')).toEqual({ kind: 'resize', direction: 'shorter' });
    expect(parseIntent('Tighten it up', 'standard')).toEqual({ kind: 'resize', direction: 'shorter', tight: true });
    expect(parseIntent('Start with something punchy', 'standard').kind).toBe('hook');
    expect(parseIntent('Edit out the filler words', 'standard').kind).toBe('clean');
    expect(parseIntent('Take out the part about the boat', 'standard')).toEqual({ kind: 'drop', about: 'boat' });
    expect(parseIntent('Remove the bit where she talks about the queen', 'standard')).toEqual({
      kind: 'drop',
      about: 'queen',
    });
    expect(parseIntent('Cut the last line', 'standard')).toEqual({ kind: 'drop', line: 'last' });
    expect(parseIntent('Make a 90 second cut about the bread', 'standard')).toMatchObject({
      kind: 'clip',
      about: 'bread',
    });
  });

  it('takes the lines about a subject out of the edit and quotes them; an edit without them stays as it is', () => {
    const everything = ask(`Cut me a video combining topics ${footage.topics.map((t) => t.index + 1).join(', ')}`);
    const whole = { ...everything.stories[0]!, title: 'Everything' };
    expect(spoken(whole)).toMatch(/\bwizard\b/);
    const out = ask('Take out the part about the wizard', asEdit([whole]));
    const cut = out.stories[0]!;
    expect(spoken(cut)).not.toMatch(/\bwizard\b/);
    expect(length(cut)).toBeLessThan(length(whole) - 2);
    expect(within(cut, whole)).toBe(true);
    expect(out.reply).toMatch(
      /^From “Everything” I took out 1 line about “wizard”: “[^”]*wizard[^”]*” \(\d+:\d\d in interview\.wav\)\. It runs from /,
    );
    const again = ask('Take out the part about the wizard', asEdit([{ ...cut, title: 'Everything' }]));
    expect(again.stories).toEqual([]);
    expect(again.reply).toBe('No line of “Everything” is about “wizard”, so I left it as it is.');
  });

  it('reads several changes in one request as steps, and asks the chat cannot make as such', () => {
    expect(parseIntent('Remove the ums and cut the last line', 'standard')).toEqual({
      kind: 'steps',
      steps: [{ kind: 'clean' }, { kind: 'drop', line: 'last' }],
    });
    expect(parseIntent('Make it 30 seconds, then add a hook', 'standard')).toEqual({
      kind: 'steps',
      steps: [{ kind: 'resize', direction: 'to', seconds: 30 }, { kind: 'hook' }],
    });
    // A change, and an ask made at export: the change is made, the reply says where the other is.
    expect(parseIntent('Make it shorter and add captions', 'standard')).toEqual({
      kind: 'steps',
      steps: [{ kind: 'resize', direction: 'shorter' }],
      outside: ['captions'],
    });
    // One change, whatever its "and".
    expect(parseIntent('Remove the ums and long pauses', 'standard')).toEqual({ kind: 'clean' });
    expect(parseIntent('Remove the bits about honey, geese and dough', 'standard')).toEqual({
      kind: 'drop',
      about: 'honey, geese and dough',
    });
    for (const [prompt, ask] of [
      ['Make it vertical', 'vertical'],
      ['Can you make it 9:16?', 'vertical'],
      ['Add captions', 'captions'],
      ['Clean up the audio', 'audio'],
      ['Undo that', 'undo'],
      ['Download it', 'export'],
    ] as const)
      expect(parseIntent(prompt, 'standard'), prompt).toEqual({ kind: 'outside', ask });
    expect(parseIntent('Export the sailing part', 'standard')).toMatchObject({ kind: 'clip', about: 'sailing' });
    expect(parseIntent('Remove the part about the music festival', 'standard')).toEqual({
      kind: 'drop',
      about: 'music festival',
    });
    expect(parseIntent('Remove the background noise', 'standard')).toEqual({ kind: 'outside', ask: 'audio' });
    expect(parseIntent('Make a vertical video about sailing', 'standard')).toMatchObject({
      kind: 'clip',
      about: 'sailing',
    });
    expect(parseIntent('Write a caption for this', 'standard')).toMatchObject({ kind: 'text', text: 'social_post' });
  });

  it('makes every change of a compound request in one new edit, and says what each did', () => {
    const clip = ask('Make me a 40 second clip');
    const both = ask('Remove the ums and cut the last line', asEdit(clip.stories));
    expect(both.stories).toHaveLength(1);
    const edit = both.stories[0]!;
    expect(spoken(clip.stories[0]!)).toMatch(/\bum\b/);
    expect(spoken(edit)).not.toMatch(/\bum\b/);
    const [cleaned, dropped] = both.reply!.split('\n');
    expect(cleaned).toMatch(/^In “.+” I removed \d+ fillers? \(“um” at /);
    expect(dropped).toMatch(/I took out the last line: “(.+)”/);
    const last = /I took out the last line: “(.+?)”/
      .exec(dropped!)![1]!
      .toLowerCase()
      .replace(/[.!?]$/, '');
    expect(spoken(clip.stories[0]!)).toContain(last.split(' ').slice(0, 5).join(' '));
    expect(spoken(edit)).not.toContain(last.split(' ').slice(0, 5).join(' '));
    expect(within(edit, clip.stories[0]!)).toBe(true);

    // A step that changes nothing says so; the others still go through.
    const hooked = ask('Remove the ums and add a hook', asEdit([edit]));
    expect(hooked.reply).toMatch(/has no filler words or pauses of 0\.5 s or more to remove, so I left it as it is/);
  });

  it('posts no edit for a layout, captions, the sound or an undo, and says where each is done', () => {
    const clip = ask('Make me a 20 second clip');
    const title = clip.stories[0]!.title;
    const vertical = ask('Make it vertical', asEdit(clip.stories));
    expect(vertical.stories).toEqual([]);
    expect(vertical.reply).toBe(
      `Vertical (9:16) is chosen when you export, not made in the chat: open Export under “${title}” and pick Vertical or Vertical with captions.`,
    );
    expect(ask('Add captions', asEdit(clip.stories)).reply).toMatch(/pick Video with captions, .* SRT Captions/);
    // Two asks made elsewhere: each gets its answer.
    const both = ask('Add subtitles and make it vertical', asEdit(clip.stories));
    expect(both.stories).toEqual([]);
    expect(both.reply!.split('\n')).toEqual([
      vertical.reply,
      expect.stringMatching(/^Captions are added when you export/),
    ]);
    expect(ask('Clean up the audio', asEdit(clip.stories)).reply).toMatch(/^I can’t change how the audio sounds/);
    expect(ask('Undo that', asEdit(clip.stories)).reply).toMatch(/still in the chat above it\. Use Reply on that edit/);
    const shorter = ask('Make it shorter and add captions', asEdit(clip.stories));
    expect(length(shorter.stories[0]!)).toBeLessThan(length(clip.stories[0]!));
    expect(shorter.reply).toMatch(/^I made “.+” shorter: .*\nCaptions are added when you export/s);
    const part = ask('Export the part about the wizard');
    expect(spoken(part.stories[0]!)).toMatch(/\bwizard\b/);
    expect(part.reply).toMatch(/To export it, open Export under “Wizard” and pick the format: Adobe Premiere Pro, /);
  });

  it('cuts the clip asked for with a layout, captions or a hook, and says where the layout and captions are chosen', () => {
    const vertical = ask('Make a 20 second clip about the wizard in 9:16');
    expect(spoken(vertical.stories[0]!)).toMatch(/\bwizard\b/);
    expect(vertical.reply).toMatch(
      /For 9:16, open Export under “Wizard” and pick Vertical or Vertical with captions\./,
    );
    const captioned = ask('Cut a reel about the wizard for TikTok with subtitles');
    expect(spoken(captioned.stories[0]!)).toMatch(/\bwizard\b/);
    expect(captioned.reply).toMatch(/For captions, open Export under “Wizard” and pick Video with captions, /);
    // The default length is no length the editor asked for.
    expect(captioned.reply).not.toMatch(/you asked for/);
    const hooked = ask('Make me a video about the wizard with a strong hook');
    expect(spoken(hooked.stories[0]!)).toMatch(/\bwizard\b/);
    expect(hooked.reply ?? '').not.toMatch(/searched the transcript/);
    // A change with a layout: the change is made, and the reply says where the layout is picked.
    const clip = ask('Make me a 40 second clip');
    expect(clip.reply).toMatch(/^This clip takes the strongest lines of (topic \d+, “.+”|\d+ topics: .+)\.$/);
    const shorter = ask('Make it 9:16 and 20 seconds', asEdit(clip.stories));
    expect(length(shorter.stories[0]!)).toBeLessThan(length(clip.stories[0]!));
    expect(shorter.reply).toMatch(/shorter.*\nVertical \(9:16\) is chosen when you export/s);
    // B-roll and translation are not made in the chat: no unasked-for "Highlights" edit.
    for (const prompt of ['Add some b-roll', 'Translate it to Spanish']) {
      const answer = ask(prompt, asEdit(clip.stories));
      expect(answer.stories).toEqual([]);
      expect(answer.reply).toMatch(/^I can’t (lay B-roll over an edit|translate or dub the footage)/);
    }
    const wizard = ask('Make a clip about the wizard with b-roll');
    expect(spoken(wizard.stories[0]!)).toMatch(/\bwizard\b/);
    expect(wizard.reply).toMatch(/I can’t lay B-roll over an edit/);
    // Chapters come with the YouTube description.
    expect(ask('Create chapters').reply).toMatch(/\nChapters:\n0:00 /);
    // "About the music" names a subject: nothing is asked of the sound.
    expect(parseIntent('Make a clip about the music', 'standard')).not.toHaveProperty('outside');
  });

  it('quotes a line that ends in a full stop without adding a second', () => {
    const punctuated = analyseTranscripts([
      sourceOf(
        '33333333-3333-4333-8333-333333333333',
        timedWords([
          'So, um, we started the workshop in 1998.',
          'I keep three hives at the bottom of the garden.',
          'In June a strong colony can have 50,000 bees in it!',
          'The smoker calms them down so you can lift the frames out.',
          'Last year we took about 30 jars of honey off just one hive.',
        ]),
      ),
    ]);
    const clip = planPrompt('Make me a 15 second clip', punctuated, { mode: 'standard' });
    const hooked = planPrompt('Add a hook', punctuated, { mode: 'standard', previous: asEdit(clip.stories) });
    expect(hooked.reply).toMatch(/opens with its strongest line \(from [^)]+\): “[^”]+[.!?]”( |$)/);
    expect(hooked.reply).not.toMatch(/[.!?]”\./);
  });

  it('halves an edit, keeps one already under the limit asked for, and cuts its last line', () => {
    const clip = ask('Make me a 40 second clip');
    const base = length(clip.stories[0]!);
    const half = ask('Half the length', asEdit(clip.stories));
    expect(length(half.stories[0]!)).toBeLessThanOrEqual(base * 0.55);
    expect(half.reply).toContain(`“${clip.stories[0]!.title}”`);

    const under = ask('I want it under a minute', asEdit(clip.stories));
    expect(under.stories).toEqual([]);
    expect(under.reply).toMatch(/already runs 0:\d\d, within 1:00, so I left it as it is/);

    const last = ask('Cut the last line', asEdit(clip.stories));
    expect(length(last.stories[0]!)).toBeLessThan(base);
    expect(last.reply).toMatch(/I took out the last line: “/);
    expect(within(last.stories[0]!, clip.stories[0]!)).toBe(true);
  });
});
