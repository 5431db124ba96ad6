/**
 * Edit quality of the deterministic planner (issue 12): how well its first answer fits what was
 * asked, on test interviews whose true subjects are known. Run: node --import tsx bench/edit-quality.bench.ts
 *
 * 1. "authored": the four-subject interview of interview.test-support (microphone check, fillers,
 *    a retake, a misheard name, a subject never named), with the pauses between subjects varied.
 * 2. "speech": real speech from ../shared/media (LibriSpeech, LibriVox, JFK — six subjects) joined
 *    by ffmpeg into one recording with pauses of 0.5–4 s, transcribed by pocketsphinx, with a
 *    microphone check and fillers inserted as transcript words before the first subject.
 * For each prompt: share of the edit inside the requested subject, length error, cuts inside
 * words; per interview: topic boundary error (s) against the true subject changes and whether
 * titles, hooks, labels or chapters contain a filler line.
 */
import { readFile } from 'node:fs/promises';
import type { Segment } from '@otto/shared/container';
import type { Word } from '@otto/shared/transcript';
import { analyseWithMeaning } from '../apps/server/src/analyse/analyse-with-meaning';
import type { Analysis } from '../apps/server/src/analyse/analyse.types';
import { sourceOf } from '../apps/server/src/analyse/analyse.test-support';
import { interviewParts, timedInterview } from '../apps/server/src/analyse/interview.test-support';
import { createPlannerEngine, planPrompt } from '../apps/server/src/assistant/planner';

/** Requests go through the planner engine, as the product sends them (a clip's subject is matched by meaning too). */
const planner = createPlannerEngine();
import { makeTempDir, mediaPath } from '../apps/server/src/transcribe/transcribe.test-support';
import { hearWithPocketsphinx, joinSpeech, type RecordedSubject } from './joined-speech';

interface Span {
  subject: string;
  start: number;
  end: number;
}
interface Case {
  kind: string;
  prompt: string;
  /** The subject the edit must stay on, or null when the footage never talks about it. */
  subject: string | null;
  seconds?: number;
  mode?: 'standard' | 'social_media';
}

const fillerPattern = /words words|testing testing|\bum\b|\buh\b/i;
const length = (segments: readonly Segment[]) => segments.reduce((s, x) => s + x.end - x.start, 0);

function onSubject(segments: readonly Segment[], spans: readonly Span[], subject: string): number {
  const mine = spans.filter((s) => s.subject === subject);
  const inside = segments.reduce(
    (sum, x) =>
      sum + mine.reduce((s, p) => s + Math.max(0, Math.min(x.end, p.end + 0.5) - Math.max(x.start, p.start - 0.5)), 0),
    0,
  );
  return inside / Math.max(1e-9, length(segments));
}

const cutsInsideWords = (segments: readonly Segment[], words: readonly Word[]) =>
  segments.flatMap((s) => [s.start, s.end]).filter((t) => words.some((w) => w.start + 1e-3 < t && t < w.end - 1e-3))
    .length;

function boundaryError(a: Analysis, spans: readonly Span[]): { mean: number; max: number; spurious: number } {
  const changes = spans
    .slice(1)
    .filter((s, i) => s.subject !== spans[i]!.subject)
    .map((s) => s.start);
  const starts = a.topics.slice(1).map((t) => t.start);
  const errors = changes.map((c) => Math.min(...starts.map((s) => Math.abs(s - c)), Infinity));
  const finite = errors.map((e) => (Number.isFinite(e) ? e : 999));
  return {
    mean: finite.reduce((x, y) => x + y, 0) / Math.max(1, finite.length),
    max: Math.max(0, ...finite),
    // Boundaries where the subject does not change (more than 2 s from every true change).
    spurious: starts.filter((s) => changes.every((c) => Math.abs(s - c) > 2)).length,
  };
}

function copyHasFiller(a: Analysis): boolean {
  const youtube = planPrompt('Write a YouTube title and description', a, { mode: 'standard' }).reply ?? '';
  const titles = planPrompt('Create SEO-friendly titles', a, { mode: 'standard' }).reply ?? '';
  const hook =
    planPrompt('Make me a 30-second social clip', a, { mode: 'social_media' }).stories[0]?.segments[0]?.text ?? '';
  const labels = a.topics.map((t) => t.label).join(' | ');
  return [youtube.split('\n')[0]!, titles, hook, labels].some((t) => fillerPattern.test(t) || /\b(\w+) \1\b/.test(t));
}

async function report(
  name: string,
  a: Analysis,
  words: readonly Word[],
  spans: readonly Span[],
  cases: readonly Case[],
) {
  const b = boundaryError(a, spans);
  console.log(
    `\n[${name}] ${words.length} words, ${a.topics.length} topics (${spans.filter((s, i) => i === 0 || s.subject !== spans[i - 1]!.subject).length} true): ${a.topics.map((t) => `"${t.label}" ${t.start.toFixed(1)}s`).join(', ')}`,
  );
  console.log(
    `  boundary error: mean ${b.mean.toFixed(2)} s, max ${b.max.toFixed(2)} s, spurious boundaries ${b.spurious}; filler in titles/hooks/labels: ${copyHasFiller(a) ? 'YES' : 'no'}`,
  );
  for (const c of cases) {
    const plan = await planner.plan(c.prompt, a, { mode: c.mode ?? 'standard' });
    const segments = plan.stories[0]?.segments ?? [];
    if (segments.length === 0) {
      const honest = /searched the transcript/.test(plan.reply ?? '') && (plan.suggestions?.length ?? 0) > 0;
      const verdict =
        c.subject === null
          ? honest
            ? 'OK honest no-match'
            : 'NO EDIT'
          : honest
            ? 'honest no-match (subject was there)'
            : 'NO EDIT';
      console.log(`  ${c.kind.padEnd(26)} ${c.prompt.padEnd(46)} -> no edit: ${verdict}`);
      continue;
    }
    const share = c.subject ? onSubject(segments, spans, c.subject) : 0;
    const len = length(segments);
    const lenErr = c.seconds ? ((len - c.seconds) / c.seconds) * 100 : 0;
    console.log(
      `  ${c.kind.padEnd(26)} ${c.prompt.padEnd(46)} -> ${len.toFixed(1)} s, on subject ${(share * 100).toFixed(0)} %, length error ${lenErr >= 0 ? '+' : ''}${lenErr.toFixed(1)} %, cuts inside words ${cutsInsideWords(segments, words)}${c.subject === null ? ' (OFF-TOPIC EDIT)' : ''}`,
    );
  }
}

// 1. The authored interview, pauses between subjects varied.
const authoredCases: Case[] = [
  { kind: 'named subject', prompt: 'Make a 30-second video about printing', subject: 'printing', seconds: 30 },
  {
    kind: 'never-named subject',
    prompt: 'Make a 45-second social clip about poetry',
    subject: 'poems',
    seconds: 45,
    mode: 'social_media',
  },
  { kind: 'related subject', prompt: 'Make a 40-second clip about travel', subject: 'trains', seconds: 40 },
  { kind: 'related subject', prompt: 'Make a 30-second clip about food', subject: 'gardening', seconds: 30 },
  { kind: 'absent subject', prompt: 'Make a 45-second clip about football', subject: null, seconds: 45 },
];
const variants: Array<{ pauses: number[]; thinking: number }> = [
  { pauses: [1.2, 3, 2.2], thinking: 0.8 },
  { pauses: [1, 1, 1], thinking: 0.8 },
  { pauses: [0.6, 0.6, 0.6], thinking: 0.8 },
  { pauses: [4, 1, 2], thinking: 0.8 },
  { pauses: [2, 2, 2], thinking: 0.8 },
  { pauses: [3, 3, 3], thinking: 2.5 },
];
for (const { pauses, thinking } of variants) {
  const parts = interviewParts.map((p, i) => ({ ...p, pauseAfter: pauses[i] ?? 0 }));
  const iv = timedInterview(parts, 0.6, thinking);
  const a = await analyseWithMeaning([sourceOf('authored', iv.words)], console);
  await report(
    `authored, pauses ${pauses.join('/')} s, ${thinking} s pause mid-subject`,
    a,
    iv.words,
    iv.parts,
    authoredCases,
  );
  const mention = planPrompt('Where do they talk about Gutenberg?', a, { mode: 'standard' }).reply ?? '';
  console.log(
    `  misheard name: "Where do they talk about Gutenberg?" -> ${/goodenberg/.test(mention) ? 'found "goodenberg"' : 'NOT FOUND'}`,
  );
}

// 1b. The same shared readings as reference text with speech timing (as the recogniser would time
// a perfect transcript), pauses between subjects as in part 2.
{
  const readingParts: Array<{ subject: string; refs: string[]; pauseAfter: number }> = [
    {
      subject: 'dinner',
      refs: ['speech/librispeech/1089-134686-0000.txt', 'speech/librispeech/1089-134686-0001.txt'],
      pauseAfter: 2,
    },
    {
      subject: 'dashwood',
      refs: ['0870', '0880', '0890', '0920', '0930'].map(
        (n) => `speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-${n}.txt`,
      ),
      pauseAfter: 0.9,
    },
    { subject: 'country', refs: ['speech/jfk/jfk.txt'], pauseAfter: 4 },
    {
      subject: 'waiting',
      refs: ['speech/librispeech/1089-134691-0000.txt', 'speech/librispeech/1089-134691-0001.txt'],
      pauseAfter: 1,
    },
    { subject: 'wizard', refs: ['speech/librispeech/61-70968-0000.txt'], pauseAfter: 3 },
    { subject: 'narrator', refs: ['speech/librispeech/2412-153948-0000.txt'], pauseAfter: 0 },
  ];
  const parts = await Promise.all(
    readingParts.map(async (p) => ({
      subject: p.subject,
      pauseAfter: p.pauseAfter,
      sentences: await Promise.all(
        p.refs.map(async (f) =>
          (await readFile(mediaPath(f), 'utf8'))
            .trim()
            .toLowerCase()
            .replace(/[^a-z' ]+/g, ' '),
        ),
      ),
    })),
  );
  const iv = timedInterview(parts);
  const a = await analyseWithMeaning([sourceOf('readings', iv.words)], console);
  await report('shared readings, reference text', a, iv.words, iv.parts, [
    { kind: 'named subject', prompt: 'Make a 10-second clip about dinner', subject: 'dinner', seconds: 10 },
    { kind: 'named subject (name)', prompt: 'Make a 15-second clip about Dashwood', subject: 'dashwood', seconds: 15 },
    { kind: 'never-named subject', prompt: 'Make a 10-second clip about food', subject: 'dinner', seconds: 10 },
    { kind: 'never-named subject', prompt: 'Make a 15-second clip about marriage', subject: 'dashwood', seconds: 15 },
    { kind: 'named subject', prompt: 'Make a 5-second clip about the wizard', subject: 'wizard', seconds: 5 },
    { kind: 'absent subject', prompt: 'Make a 15-second clip about football', subject: null, seconds: 15 },
  ]);
}

// 2. Real speech joined by ffmpeg and transcribed by pocketsphinx.
const speech: RecordedSubject[] = [
  {
    subject: 'dinner',
    files: ['speech/librispeech/1089-134686-0000.flac', 'speech/librispeech/1089-134686-0001.flac'],
    pauseAfter: 2,
  },
  {
    subject: 'dashwood',
    files: ['0870', '0880', '0890', '0920', '0930'].map(
      (n) => `speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-${n}.wav`,
    ),
    pauseAfter: 0.5,
  },
  { subject: 'country', files: ['speech/jfk/jfk.wav'], pauseAfter: 4 },
  {
    subject: 'waiting',
    files: ['speech/librispeech/1089-134691-0000.flac', 'speech/librispeech/1089-134691-0001.flac'],
    pauseAfter: 1,
  },
  { subject: 'wizard', files: ['speech/librispeech/61-70968-0000.flac'], pauseAfter: 3 },
  { subject: 'narrator', files: ['speech/librispeech/2412-153948-0000.flac'], pauseAfter: 0 },
];
const tmp = await makeTempDir('otto-edit-quality-');
try {
  // The microphone check goes before the first subject.
  const { wav, durationSec: at, spans } = await joinSpeech(speech, tmp.dir, { leadInSec: 2.5, fileGapSec: 0.4 });
  const t0 = performance.now();
  const heard = await hearWithPocketsphinx(wav);
  console.log(
    `\npocketsphinx on the joined recording (${at.toFixed(1)} s): ${((performance.now() - t0) / 1000).toFixed(1)} s, ${heard.length} words`,
  );
  // Fillers can't be synthesised as audio: the microphone check goes in as transcript words.
  const check = 'testing testing one two three and here is some more words words words words um'.split(' ');
  const words: Word[] = [
    ...check.map((text, i) => ({ text, start: 0.1 + i * 0.15, end: 0.1 + i * 0.15 + 0.12, confidence: 0.6 })),
    ...heard,
  ];
  const a = await analyseWithMeaning([sourceOf('speech', words, { durationSec: at })], console);
  await report('speech (pocketsphinx)', a, words, spans, [
    { kind: 'named subject', prompt: 'Make a 10-second clip about dinner', subject: 'dinner', seconds: 10 },
    { kind: 'named subject (name)', prompt: 'Make a 15-second clip about Dashwood', subject: 'dashwood', seconds: 15 },
    { kind: 'never-named subject', prompt: 'Make a 10-second clip about food', subject: 'dinner', seconds: 10 },
    { kind: 'named subject', prompt: 'Make a 8-second clip about the wizard', subject: 'wizard', seconds: 8 },
    { kind: 'absent subject', prompt: 'Make a 15-second clip about football', subject: null, seconds: 15 },
  ]);
} finally {
  await tmp.cleanup();
}
