/**
 * The planner on an interview of four subjects (issue 12): topic boundaries at the real subject
 * changes, labels and copy free of the microphone check, subject clips that stay on the subject —
 * found by related words or a misheard name — and an honest no-edit reply when nothing matches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segment } from '@otto/shared/container';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf, timedWords } from '../analyse/analyse.test-support';
import { fillerLines, interviewParts, timedInterview, type TimedInterview } from '../analyse/interview.test-support';
import { formatClock } from '../analyse/text.fns';
import { hasLemma } from '../analyse/wordnet';
import { alsoSearched, findMentions, subjectOf } from './matching.fns';
import type { PlannedStory } from './assistant.types';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';
import { bestLines } from './replies.fns';

let interview: TimedInterview;
let a: Analysis;

beforeAll(() => {
  interview = timedInterview();
  a = analyseTranscripts([sourceOf('33333333-3333-4333-8333-333333333333', interview.words)]);
});

const length = (segments: readonly Segment[]) => segments.reduce((s, x) => s + x.end - x.start, 0);
/** Share of an edit's seconds that lie inside the given subject's part. */
function onSubject(segments: readonly Segment[], subject: string): number {
  const part = interview.parts.find((p) => p.subject === subject)!;
  const inside = segments.reduce(
    (s, x) => s + Math.max(0, Math.min(x.end, part.end + 0.5) - Math.max(x.start, part.start - 0.5)),
    0,
  );
  return inside / length(segments);
}
const fillerWords = new Set(fillerLines.flatMap((l) => l.split(' ')).filter((w) => w.length > 3));

describe('planner on an interview of four subjects', () => {
  it('cuts topics within 2 s of each real change of subject, across short and long pauses', () => {
    expect(a.topics).toHaveLength(interview.parts.length);
    interview.parts.forEach((part, i) => expect(Math.abs(a.topics[i]!.start - part.start)).toBeLessThanOrEqual(2));
  });

  it('keeps a subject whole across a pause to think inside it', () => {
    const parts = interviewParts.map((p) => ({ ...p, pauseAfter: 3 }));
    const thinking = timedInterview(parts, 0.6, 2.5);
    const b = analyseTranscripts([sourceOf('33333333-3333-4333-8333-333333333334', thinking.words)]);
    expect(b.topics).toHaveLength(thinking.parts.length);
    thinking.parts.forEach((part, i) => expect(Math.abs(b.topics[i]!.start - part.start)).toBeLessThanOrEqual(2));
  });

  it('labels topics with noun phrases, never with the microphone check or a repeated word', () => {
    for (const t of a.topics) {
      const words = t.label.split(' ').filter((w) => w !== 'and');
      expect(new Set(words).size).toBe(words.length);
      for (const w of words) expect(fillerWords.has(w)).toBe(false);
    }
    expect(a.topics[0]!.label).toMatch(/print|book|press/);
  });

  it('keeps filler lines out of the strongest lines, titles, hashtags and hooks', () => {
    const lines = bestLines(a, 10).map((u) => u.text);
    for (const filler of fillerLines) expect(lines.some((l) => l.includes(filler))).toBe(false);
    const youtube = planPrompt('Write a YouTube title and description', a, { mode: 'standard' }).reply!;
    expect(youtube).not.toMatch(/words words|testing/i);
    const social = planPrompt('Make a 45-second social clip about trains', a, { mode: 'social_media' });
    expect(social.stories[0]!.segments[0]!.text).not.toMatch(/words words|testing/);
  });

  it('makes a 30-second video about printing that stays on printing, within ±10 %', () => {
    const plan = planPrompt('Make a 30-second video about printing', a, { mode: 'standard' });
    const segments = plan.stories[0]!.segments;
    expect(onSubject(segments, 'printing')).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(length(segments) - 30)).toBeLessThanOrEqual(3);
  });

  it('makes a subject clip longer only from its own topic, and says when the topic has no more', () => {
    let story = planPrompt('Make a 30-second video about printing', a, { mode: 'standard' }).stories[0]!;
    let reply = '';
    for (let step = 0; step < 6 && story; step++) {
      expect(onSubject(story.segments, 'printing')).toBeGreaterThanOrEqual(0.9);
      const container = {
        schemaVersion: 1 as const,
        id: `44444444-4444-4444-8444-00000000000${step}`,
        projectId: '55555555-5555-4555-8555-555555555555',
        stories: [{ index: 0, ...story }],
      };
      const plan = planPrompt('Make it longer', a, { mode: 'standard', previous: { container, storyIndex: 0 } });
      reply = plan.reply ?? '';
      story = plan.stories[0]!;
    }
    expect(reply).toMatch(
      /already uses every usable line of its topic, “printing and books”, so there is no more material/,
    );
  });

  it('opens a short clip on its strongest line without cutting it much shorter', () => {
    for (const subject of ['printing', 'poems', 'gardening', 'trains']) {
      const story = planPrompt(`Make a 20-second video about ${subject}`, a, { mode: 'standard' }).stories[0]!;
      const container = {
        schemaVersion: 1 as const,
        id: '44444444-4444-4444-8444-000000000010',
        projectId: '55555555-5555-4555-8555-555555555555',
        stories: [{ index: 0, ...story }],
      };
      const hooked = planPrompt('Start with the strongest line', a, {
        mode: 'standard',
        previous: { container, storyIndex: 0 },
      });
      if (hooked.stories[0])
        expect(length(hooked.stories[0].segments)).toBeGreaterThanOrEqual(0.8 * length(story.segments));
    }
  });

  it('plays a named part of an edit first or last, leaving no line out', () => {
    const edit = (story: PlannedStory) => ({
      container: {
        schemaVersion: 1 as const,
        id: '44444444-4444-4444-8444-000000000020',
        projectId: '55555555-5555-4555-8555-555555555555',
        stories: [{ index: 0, ...story }],
      },
      storyIndex: 0,
    });
    const inside = (s: Segment, subject: string) => onSubject([s], subject) >= 0.9;
    const clip = planPrompt('Make me a 90 second clip', a, { mode: 'standard' }).stories[0]!;
    // A subject the clip holds, but not at its start.
    const subject = ['trains', 'gardening', 'poems', 'printing'].find(
      (x) => !inside(clip.segments[0]!, x) && clip.segments.some((s) => inside(s, x)),
    )!;
    const moved = planPrompt(`Move the ${subject} part to the start`, a, { mode: 'standard', previous: edit(clip) });
    expect(moved.reply).toMatch(
      new RegExp(
        `^“.+” now opens with the (line|\\d+ lines) about “${subject}” \\(from \\d:\\d\\d\\); the rest plays in its order`,
      ),
    );
    const story = moved.stories[0]!;
    expect(inside(story.segments[0]!, subject)).toBe(true);
    // The same words are played, in a new order.
    const words = (x: PlannedStory) =>
      interview.words
        .filter((w) => x.segments.some((s) => (w.start + w.end) / 2 > s.start && (w.start + w.end) / 2 < s.end))
        .map((w) => w.start);
    expect(words(story)).toEqual(words(clip));
    const end = subject === 'printing' ? 'trains' : 'printing';
    const last = planPrompt(`End on the part about ${end}`, a, { mode: 'standard', previous: edit(story) });
    expect(inside(last.stories[0]!.segments.at(-1)!, end)).toBe(true);
    expect(
      planPrompt('Move the part about skiing to the start', a, { mode: 'standard', previous: edit(clip) }),
    ).toMatchObject({
      stories: [],
      reply: expect.stringMatching(/^No line of “.+” is about “skiing”/),
    });
    // "Remove the X part" takes the part out; it cuts no clip of it.
    expect(parseIntent('Remove the theatre part', 'standard')).toEqual({ kind: 'drop', about: 'theatre' });
    const without = planPrompt(`Remove the ${subject} part`, a, { mode: 'standard', previous: edit(clip) });
    expect(without.reply).toMatch(new RegExp(`^From “.+” I took out (one line|\\d+ lines) about “${subject}”`));
    const quoted = [...without.reply!.matchAll(/“([^”]+)” \(\d+:\d\d\)/g)].map((m) => m[1]!.toLowerCase());
    expect(quoted.length).toBeGreaterThan(0);
    const said = (x: PlannedStory) =>
      interview.words
        .filter((w) => x.segments.some((s) => (w.start + w.end) / 2 > s.start && (w.start + w.end) / 2 < s.end))
        .map((w) => w.text)
        .join(' ');
    for (const line of quoted) expect(said(without.stories[0]!)).not.toContain(line);
    expect(parseIntent('Start with the strongest line', 'standard').kind).toBe('hook');
    expect(parseIntent('End with a strong line', 'standard').kind).not.toBe('move');
  });

  it('says which topics a topic edit is, with their places', () => {
    const second = a.topics[1]!;
    expect(planPrompt('Cut me a video on topic 2', a, { mode: 'standard' }).reply).toBe(
      `This edit is topic 2, “${second.label}” (${formatClock(second.start)}–${formatClock(second.end)}).`,
    );
    const three = planPrompt('Explore topics 1, 2 and 3', a, { mode: 'standard' });
    expect(three.stories).toHaveLength(3);
    expect(three.reply).toMatch(/^Here are topics 1, 2 and 3 as separate edits/);
  });

  it('titles a post with a line from the topic its label names', () => {
    const post = planPrompt('Write an Instagram caption', a, { mode: 'standard' }).reply!;
    const [, label, line] = /^Title: (.+?) — (.+?)…?$/m.exec(post)!;
    const topic = a.topics.find((t) => t.label.toLowerCase() === label!.toLowerCase())!;
    const unit = a.units.find((u) => u.text.toLowerCase().startsWith(line!.toLowerCase()))!;
    expect(unit.topic).toBe(topic.index);
  });

  it('finds poetry through poems, sonnets and verses although the word is never said', () => {
    const plan = planPrompt('Make a 45-second social clip about poetry', a, { mode: 'social_media' });
    const segments = plan.stories[0]!.segments;
    expect(onSubject(segments, 'poems')).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(length(segments) - 45)).toBeLessThanOrEqual(4.5);
  });

  it('finds a misheard name by its sound, and says a related word is no mishearing', () => {
    const reply = planPrompt('Where do they talk about Gutenberg?', a, { mode: 'standard' }).reply!;
    expect(reply).toMatch(/goodenberg/);
    expect(reply).toMatch(/0:18/);
    expect(reply).toMatch(/by a word that sounds like it — the recogniser may have misheard it:/);
    const poetry = planPrompt('Where do they talk about poetry?', a, { mode: 'standard' }).reply!;
    expect(poetry).toMatch(/some by a related word:/);
    expect(poetry).not.toMatch(/misheard/);
  });

  it('answers where a word comes up with the word, not with words of its other senses', () => {
    const honeyAndBoat = analyseTranscripts([
      sourceOf(
        '33333333-3333-4333-8333-333333333334',
        timedWords([
          'last year we took thirty jars of honey off one hive',
          'now i love it when the boat heels over in the wind',
        ]),
      ),
    ]);
    const reply = planPrompt('Where does she talk about honey?', honeyAndBoat, { mode: 'standard' }).reply!;
    expect(reply).toMatch(/^“honey” comes up 1 time/);
    expect(reply).not.toMatch(/boat/);
  });

  it('trims the mentioning line rather than fill a short clip with its neighbours', () => {
    const plan = planPrompt('Make a 3-second clip about Gutenberg', a, { mode: 'standard' });
    const segments = plan.stories[0]!.segments;
    expect(segments.map((s) => s.text).join(' ')).toMatch(/goodenberg/);
    expect(Math.abs(length(segments) - 3)).toBeLessThanOrEqual(0.3);
  });

  it('names what else it searched under in whole words, not stems', () => {
    const also = alsoSearched(subjectOf('horse riding'));
    expect(also.length).toBeGreaterThan(2);
    for (const word of also) expect(hasLemma(word), word).toBe(true);
    expect(alsoSearched(subjectOf('jewellery'))).not.toContain('jewelry');
  });

  it('returns no edit for a subject the footage never touches, and offers the topics it has', () => {
    const plan = planPrompt('Make a 45-second clip about football', a, { mode: 'standard' });
    expect(plan.stories).toHaveLength(0);
    expect(plan.reply).toMatch(/searched the transcript for “football”/);
    expect(plan.reply).toContain(a.topics[1]!.label.replace(/^./, (c) => c.toUpperCase()));
    expect(plan.suggestions).toEqual(
      a.topics.slice(0, 3).map((t) => expect.stringContaining(t.label) as unknown as string),
    );
  });
});

describe('titles an editor would post', () => {
  const hobbies = timedInterview([
    {
      subject: 'beekeeping',
      sentences: [
        'I keep three hives at the bottom of the garden.',
        'In June a strong colony can have fifty thousand bees in it.',
        'The smoker calms them down so you can lift the frames out.',
        'Last year we took about thirty jars of honey off just one hive.',
        'If the queen dies, the whole colony can fail within weeks.',
      ],
      pauseAfter: 2.5,
    },
    {
      subject: 'sailing',
      sentences: [
        'On Saturdays I crew on a small yacht out of Falmouth.',
        'You learn to read the wind from the ripples on the water.',
        'Tacking means turning the bow through the wind, and everyone has to move at once.',
        'Now I love it when the boat heels over and you are flying along.',
      ],
      pauseAfter: 2.5,
    },
  ]);
  const h = analyseTranscripts([sourceOf('33333333-3333-4333-8333-333333333335', hobbies.words)]);

  it('writes as many titles as asked, none naming a word of its topic twice', () => {
    const titles = planPrompt('Suggest 3 titles', h, { mode: 'standard' }).reply!.split('\n').slice(1);
    expect(titles).toHaveLength(3);
    for (const title of titles.filter((t) => / explained$/.test(t))) {
      const words = title
        .toLowerCase()
        .replace(/^\d+\. | explained$/g, '')
        .split(/\s+/)
        .filter((w) => w !== 'and');
      expect(new Set(words).size, title).toBe(words.length);
    }
    expect(planPrompt('Create SEO-friendly titles', h, { mode: 'standard' }).reply!.split('\n').length).toBeGreaterThan(
      4,
    );
  });
});

describe('words misheard or not', () => {
  const heard = analyseTranscripts([
    sourceOf(
      '44444444-4444-4444-8444-444444444444',
      timedWords([
        'the bolt snapped off in the engine block',
        'gutenburg printed the first bible with movable type',
        'we build the frame and pull it tight',
        'mister dash wood died that summer',
        'most cars in the village come to me for new brakes and dogs sleep in the yard',
      ]),
    ),
  ]);
  const found = (query: string) => findMentions(heard, query).map((h) => h.heard);

  it('hears a misspelt name as the name, but never another word: "block" is no misheard "clock"', () => {
    expect(found('Gutenberg')).toEqual(['gutenburg']);
    expect(found('clock')).toEqual([]);
  });

  it('hears a name in words that sound like it, but an everyday word only as itself', () => {
    expect(found('Dashwood')).toEqual(['dash']);
    // "ballet" sounds like "build" and "pull", but a recogniser that knows "ballet" writes it.
    expect(found('ballet')).toEqual([]);
  });

  it('hears the subject called by its name in two words: "funeral director" for undertaker', () => {
    const uncle = analyseTranscripts([
      sourceOf('44444444-4444-4444-8444-444444444448', timedWords(['my uncle worked as a funeral director for years'])),
    ]);
    expect(findMentions(uncle, 'undertaker').map((h) => [h.heard, h.kind])).toContainEqual(['funeral', 'word']);
    expect(findMentions(uncle, 'undertakers').map((h) => h.heard)).toContain('funeral');
    // Each word alone is no name of it.
    expect(findMentions(uncle, 'undertaker').filter((h) => h.heard === 'director' && h.kind === 'word')).toEqual([]);
  });

  it('hears a short plural as the word: "cars" for "car repair", "dogs" for "dog"', () => {
    expect(findMentions(heard, 'car repair').find((h) => h.heard === 'cars')?.kind).toBe('word');
    expect(findMentions(heard, 'dog').map((h) => [h.heard, h.kind])).toEqual([['dogs', 'word']]);
    // …but "news" is not "new".
    expect(findMentions(heard, 'news').filter((h) => h.heard === 'new')).toEqual([]);
  });

  it('hears the American spelling a recogniser writes as the word a British user asks for', () => {
    const american = analyseTranscripts([
      sourceOf(
        '55555555-5555-4555-8555-555555555555',
        timedWords([
          'she has worked at the theater for ten years',
          'the colors of the jewelry in the window caught her eye',
        ]),
      ),
    ]);
    const kinds = (query: string) => findMentions(american, query).map((h) => [h.heard, h.kind]);
    expect(kinds('theatre')).toContainEqual(['theater', 'word']);
    expect(kinds('jewellery')).toContainEqual(['jewelry', 'word']);
    expect(kinds('colour')).toContainEqual(['colors', 'word']);
  });
});

describe('a word made from the subject’s word names a thing of its own', () => {
  const runner = analyseTranscripts([
    sourceOf(
      '44444444-4444-4444-8444-444444444445',
      timedWords([
        'i ran my first marathon last april after a winter of training',
        'the training plan builds up to a long run of thirty kilometres on sundays',
        'crossing the finish line i cried',
      ]),
    ),
  ]);
  const kinds = (a: Analysis, query: string) => findMentions(a, query).map((h) => [h.heard, h.kind]);

  it('hears "training" as a thing of its own when "train" is asked for, and "train" as the word of "dog training"', () => {
    expect(kinds(runner, 'train')).toEqual([
      ['training', 'form'],
      ['training', 'form'],
    ]);
    expect(kinds(runner, 'marathons')).toContainEqual(['marathon', 'word']);
    const dogs = analyseTranscripts([
      sourceOf('44444444-4444-4444-8444-444444444446', timedWords(['at the weekend we train dogs for the police'])),
    ]);
    expect(kinds(dogs, 'dog training')).toContainEqual(['train', 'word']);
  });

  it('hears a thing’s word said as a verb as a word of its stem: "i trained as a blacksmith" for a train journey', () => {
    const smith = analyseTranscripts([
      sourceOf(
        '44444444-4444-4444-8444-444444444447',
        timedWords(['i trained as a blacksmith after i left the army', 'we took the train to york']),
      ),
    ]);
    expect(kinds(smith, 'train journey')).toEqual(
      expect.arrayContaining([
        ['trained', 'form'],
        ['train', 'word'],
      ]),
    );
  });

  it('cuts no "train journey" from a runner’s training, and says what it searched for', () => {
    const plan = planPrompt('Make a 20-second clip about a train journey', runner, { mode: 'standard' });
    expect(plan.stories).toHaveLength(0);
    expect(plan.reply).toMatch(/searched the transcript for “a train journey”/);
  });
});

describe('the reply names the topics a subject clip is cut from', () => {
  const cheese = [
    'we make cheese from the milk of our own goats every morning',
    'the milk is warmed and the cheese maker adds rennet to form the curd',
    'the curd is cut and the whey drains away from the young cheese',
    'a soft goat cheese is ready in a week but a hard cheese needs months',
  ];
  const bicycles = [
    'in the workshop we repair old bicycles for the children of the village',
    'a bicycle chain needs oil and a new chain every few thousand miles',
    'the brakes of a bicycle are adjusted with a small screw on the lever',
    'a flat tyre is the most common bicycle repair in the workshop',
    'after a long repair we eat goat cheese and bread in the workshop',
    'a repaired bicycle goes back to its rider with a new bell',
  ];
  const workshop = timedInterview([
    { subject: 'cheese', sentences: cheese, pauseAfter: 2.5 },
    { subject: 'bicycles', sentences: bicycles, pauseAfter: 0 },
  ]);
  const b = analyseTranscripts([sourceOf('55555555-5555-4555-8555-555555555555', workshop.words)]);

  it('says the clip stays on its topic when it does, and names the other topic it borrowed a line from', () => {
    expect(b.topics.map((t) => t.label)).toEqual(['cheese', 'bicycle']);
    expect(planPrompt('Make a 20-second clip about cheese', b, { mode: 'standard' }).reply).toMatch(
      /^This clip stays on topic 1, “cheese”/,
    );
    // The cheese topic holds 24 s: the cheese eaten in the workshop fills the rest.
    const longer = planPrompt('Make a 30-second clip about cheese', b, { mode: 'standard' });
    expect(longer.reply).toMatch(
      /^This clip comes from topic 1, “cheese” \(0:00–0:24\), with one line from topic 2, “bicycle”/,
    );
    const borrowed = workshop.words.find((w) => w.text === 'after')!;
    expect(longer.stories[0]!.segments.some((s) => s.start <= borrowed.start && s.end > borrowed.start)).toBe(true);
  });
});
