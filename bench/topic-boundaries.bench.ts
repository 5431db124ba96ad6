/**
 * Topic boundaries at quiet subject changes (issue 12): how far each topic start lies from the
 * true subject change, on interviews built from written text and from the shared readings, with
 * the pauses between subjects as short as the pauses between sentences (or shorter).
 * Run: node --import tsx bench/topic-boundaries.bench.ts [--dev] [--held-out] [--fresh] [--unseen] [--unseen-p]
 *   [--unseen-v] [--unseen-e] [--unseen-f] [--unseen-g] [--unseen-h] [--unseen-i] [--unseen-j] [--unseen-k] [--conversation] [--spoken] [--spoken-long] [--flite] [--flite-long] [--flite-conversation] [--pairs] [--long] [--single] [--words-only] [--detail]
 * Topics are found as the server finds them, from sentence meaning and words (--words-only: words alone).
 *
 * "tuned" cases are those the boundary rules were developed on; "held out" cases were not looked
 * at while tuning (other subject orders, other pauses, subjects written afterwards); "fresh" were
 * written before round 2's tuning, "unseen" before round 3's (see topic-boundaries.unseen.ts),
 * "unseen-p" before round 4's (see topic-boundaries.unseen-p.ts), "unseen-v" before the word-vector
 * cue (not merged), "unseen-e" before the sentence-meaning cue's tuning and "unseen-f" before
 * session 29's changes (see topic-boundaries.unseen-f.ts), "unseen-g" before session 30's, "unseen-h" before session 31's, "unseen-i" before session 32's, "unseen-j" before session 33's, "unseen-k" before session 34's. "spoken" is the unseen-p subjects read
 * by espeak-ng and heard by pocketsphinx (see topic-boundaries.spoken.ts; needs espeak-ng);
 * "spoken-long" the same with each change of subject at a 2.5–3.5 s pause, as long as the thinking pause;
 * "flite" and "flite-long" the same read by flite's recorded voices (needs flite); "flite-conversation"
 * the conversation set read by two flite voices and labelled by Otto's diarizer.
 * "conversation" the unseen-p subjects as an interview of two voices, questions and interjections (see topic-boundaries.conversation.ts).
 * "pairs" are two unseen-p subjects each, with a thinking pause inside both (each subject should stay whole);
 * "single" one subject alone, with a thinking pause (any boundary is false); "long" 2, 4 and 10 of the
 * unseen-p and unseen-v interviews one after another in one recording.
 * Per case and per set: every true change's error, changes missed (nearest topic start > 2 s away),
 * false boundaries (topic starts > 2 s from every true change), the worst error and the mean.
 */
import { readFile } from 'node:fs/promises';
import type { Word } from '@otto/shared/transcript';
import { analyseTranscripts } from '../apps/server/src/analyse/analyse';
import { analyseWithMeaning } from '../apps/server/src/analyse/analyse-with-meaning';
import type { Analysis } from '../apps/server/src/analyse/analyse.types';
import { stem } from '../apps/server/src/analyse/text.fns';
import { sourceOf } from '../apps/server/src/analyse/analyse.test-support';
import { interviewParts, timedInterview, type InterviewPart } from '../apps/server/src/analyse/interview.test-support';
import { mediaPath } from '../apps/server/src/transcribe/transcribe.test-support';
import { devInterviews } from './topic-boundaries.dev';
import { freshInterviews } from './topic-boundaries.fresh';
import { heldOutParts } from './topic-boundaries.held-out';
import { authoredUnseen, recordedUnseen } from './topic-boundaries.unseen';
import * as unseenP from './topic-boundaries.unseen-p';
import { conversationInterviews } from './topic-boundaries.conversation';
import { unseenEInterviews } from './topic-boundaries.unseen-e';
import { unseenFInterviews } from './topic-boundaries.unseen-f';
import { unseenGInterviews } from './topic-boundaries.unseen-g';
import { unseenHInterviews } from './topic-boundaries.unseen-h';
import { unseenIInterviews } from './topic-boundaries.unseen-i';
import { unseenJInterviews } from './topic-boundaries.unseen-j';
import { unseenKInterviews } from './topic-boundaries.unseen-k';
import { unseenVectorInterviews } from './topic-boundaries.unseen-v';
import { spokenConversations, spokenInterviews } from './topic-boundaries.spoken';
import { joinInterviews, timeSpeech, type Subject } from './speech-timing';

const detail = process.argv.includes('--detail');

interface Span {
  subject: string;
  start: number;
  end: number;
}

function boundaryError(a: Analysis, spans: readonly Span[]) {
  const changes = spans
    .slice(1)
    .filter((s, i) => s.subject !== spans[i]!.subject)
    .map((s) => s.start);
  const starts = a.topics.slice(1).map((t) => t.start);
  // Each true change is found by the nearest topic start within 2 s; otherwise its error is the nearest start's.
  const errors = changes.map((c) => Math.min(...starts.map((s) => Math.abs(s - c)), 999));
  return {
    errors,
    mean: errors.reduce((x, y) => x + y, 0) / Math.max(1, errors.length),
    max: Math.max(0, ...errors),
    found: errors.filter((e) => e <= 2).length,
    changes: changes.length,
    spurious: starts.filter((s) => changes.every((c) => Math.abs(s - c) > 2)).length,
  };
}

type SetName =
  | 'tuned'
  | 'dev'
  | 'held'
  | 'fresh'
  | 'unseen'
  | 'unseenP'
  | 'unseenV'
  | 'unseenE'
  | 'unseenF'
  | 'unseenG'
  | 'unseenH'
  | 'unseenI'
  | 'unseenJ'
  | 'unseenK'
  | 'conversation'
  | 'spoken'
  | 'spokenLong'
  | 'spokenFlite'
  | 'spokenFliteLong'
  | 'spokenConversation'
  | 'pairs'
  | 'long'
  | 'single';
const setLabel: Record<SetName, string> = {
  tuned: 'tuned   ',
  dev: 'dev     ',
  held: 'held out',
  fresh: 'fresh   ',
  unseen: 'unseen  ',
  unseenP: 'unseen-p',
  unseenV: 'unseen-v',
  unseenE: 'unseen-e',
  unseenF: 'unseen-f',
  unseenG: 'unseen-g',
  unseenH: 'unseen-h',
  unseenI: 'unseen-i',
  unseenJ: 'unseen-j',
  unseenK: 'unseen-k',
  conversation: 'convers.',
  spoken: 'spoken  ',
  spokenLong: 'spoken-l',
  spokenFlite: 'flite   ',
  spokenFliteLong: 'flite-l ',
  spokenConversation: 'flite-c ',
  pairs: 'pairs   ',
  long: 'long    ',
  single: 'single  ',
};
const totals = Object.fromEntries(
  Object.keys(setLabel).map((set) => [
    set,
    { means: [] as number[], errors: [] as number[], spurious: 0, labelled: 0, parts: 0 },
  ]),
) as Record<SetName, { means: number[]; errors: number[]; spurious: number; labelled: number; parts: number }>;

/**
 * Parts whose topic (the one covering most of the part) has a label that says a word of the
 * subject's own name ("dentist" for dentist, not "teeth and drill"): what an editor would write.
 */
function labelsSayingTheSubject(a: Analysis, spans: readonly Span[]): number {
  return spans.filter((part) => {
    const overlap = (t: Analysis['topics'][number]) => Math.min(t.end, part.end) - Math.max(t.start, part.start);
    const topic = a.topics.reduce((best, t) => (overlap(t) > overlap(best) ? t : best), a.topics[0]!);
    const name = new Set(part.subject.split(' ').map(stem));
    return topic.label.split(' ').some((w) => name.has(stem(w)));
  }).length;
}

const wordsOnly = process.argv.includes('--words-only');

async function run(name: string, set: SetName, parts: readonly InterviewPart[], thinking = 0.8) {
  await measure(name, set, timedInterview(parts, 0.6, thinking));
}

async function measure(name: string, set: SetName, iv: { words: Word[]; parts: Span[] }) {
  const t0 = performance.now();
  const sources = [sourceOf('bench', iv.words)];
  const a = wordsOnly ? analyseTranscripts(sources) : await analyseWithMeaning(sources, console);
  const ms = performance.now() - t0;
  const b = boundaryError(a, iv.parts);
  totals[set].means.push(b.mean);
  totals[set].errors.push(...b.errors);
  totals[set].spurious += b.spurious;
  totals[set].labelled += labelsSayingTheSubject(a, iv.parts);
  totals[set].parts += iv.parts.length;
  console.log(
    `${setLabel[set]} ${name.padEnd(58)} changes found ${b.found}/${b.changes}, mean ${b.mean.toFixed(2)} s, max ${b.max.toFixed(2)} s, spurious ${b.spurious} (${ms.toFixed(0)} ms)`,
  );
  console.log(`           errors per change: ${b.errors.map((e) => e.toFixed(1)).join(', ')} s`);
  if (detail) {
    console.log(`   true: ${iv.parts.map((p) => `${p.subject} ${p.start.toFixed(1)}`).join(', ')}`);
    console.log(`   found: ${a.topics.map((t) => `"${t.label}" ${t.start.toFixed(1)}`).join(', ')}`);
    for (const u of a.units) {
      const truth = iv.parts.find((p) => u.start >= p.start - 0.01 && u.start <= p.end)?.subject ?? '?';
      console.log(`     ${u.start.toFixed(1).padStart(6)} t${u.topic} ${truth.padEnd(10)} ${u.text.slice(0, 80)}`);
    }
  }
}

const withPauses = (parts: readonly InterviewPart[], pauses: readonly number[]) =>
  parts.map((p, i) => ({ ...p, pauseAfter: pauses[i] ?? 0 }));

async function readings(order: readonly string[], pauses: readonly number[]): Promise<InterviewPart[]> {
  const refs: Record<string, string[]> = {
    dinner: ['speech/librispeech/1089-134686-0000.txt', 'speech/librispeech/1089-134686-0001.txt'],
    dashwood: ['0870', '0880', '0890', '0920', '0930'].map(
      (n) => `speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-${n}.txt`,
    ),
    country: ['speech/jfk/jfk.txt'],
    waiting: ['speech/librispeech/1089-134691-0000.txt', 'speech/librispeech/1089-134691-0001.txt'],
    wizard: ['speech/librispeech/61-70968-0000.txt'],
    narrator: ['speech/librispeech/2412-153948-0000.txt'],
  };
  return Promise.all(
    order.map(async (subject, i) => ({
      subject,
      pauseAfter: pauses[i] ?? 0,
      sentences: await Promise.all(
        refs[subject]!.map(async (f) =>
          (await readFile(mediaPath(f), 'utf8'))
            .trim()
            .toLowerCase()
            .replace(/[^a-z' ]+/g, ' '),
        ),
      ),
    })),
  );
}

for (const pauses of [
  [1.2, 3, 2.2],
  [1, 1, 1],
  [0.6, 0.6, 0.6],
  [4, 1, 2],
  [2, 2, 2],
]) {
  await run(`authored, pauses ${pauses.join('/')} s`, 'tuned', withPauses(interviewParts, pauses));
}
await run('authored, pauses 3/3/3 s, 2.5 s thinking', 'tuned', withPauses(interviewParts, [3, 3, 3]), 2.5);
const readingOrder = ['dinner', 'dashwood', 'country', 'waiting', 'wizard', 'narrator'];
await run('readings, pauses 2/0.9/4/1/3 s', 'tuned', await readings(readingOrder, [2, 0.9, 4, 1, 3]));

if (process.argv.includes('--dev')) for (const iv of devInterviews) await measure(iv.name, 'dev', iv);

if (process.argv.includes('--held-out')) {
  // Held out: other orders and pauses of the same subjects, and subjects written after tuning.
  const [printing, poems, gardening, trains] = interviewParts as [
    InterviewPart,
    InterviewPart,
    InterviewPart,
    InterviewPart,
  ];
  await run(
    'authored reordered, pauses 0.6/0.6/0.6 s',
    'held',
    withPauses([trains, gardening, printing, poems], [0.6, 0.6, 0.6]),
  );
  await run(
    'authored reordered, pauses 0.3/1.5/0.9 s',
    'held',
    withPauses([poems, trains, printing, gardening], [0.3, 1.5, 0.9]),
  );
  await run(
    'readings reordered, pauses 0.7 s',
    'held',
    await readings(['country', 'dinner', 'wizard', 'dashwood', 'narrator', 'waiting'], [0.7, 0.7, 0.7, 0.7, 0.7]),
  );
  await run('readings, pauses 0.5/0.5/2.5/0.5/0.5 s', 'held', await readings(readingOrder, [0.5, 0.5, 2.5, 0.5, 0.5]));
  await run('new subjects, pauses 0.6 s', 'held', withPauses(heldOutParts, [0.6, 0.6, 0.6, 0.6]));
  await run('new subjects, pauses 0.3 s', 'held', withPauses(heldOutParts, [0.3, 0.3, 0.3, 0.3]));
  await run('new subjects, pauses 2.5/0.8/1/2.5 s', 'held', withPauses(heldOutParts, [2.5, 0.8, 1, 2.5]));
  const [baking, stars, sailing, chess, bees] = heldOutParts as [
    InterviewPart,
    InterviewPart,
    InterviewPart,
    InterviewPart,
    InterviewPart,
  ];
  await run(
    'new subjects reordered, pauses 0.6 s',
    'held',
    withPauses([bees, sailing, chess, baking, stars], [0.6, 0.6, 0.6, 0.6]),
  );
  await run(
    'new + authored interleaved, pauses 0.7 s',
    'held',
    withPauses([chess, printing, bees, trains, baking], [0.7, 0.7, 0.7, 0.7]),
  );
}

if (process.argv.includes('--fresh')) {
  // Fresh: written before round 2's tuning and only run to report before/after figures.
  for (const { name, parts, pauses } of freshInterviews) await run(name, 'fresh', withPauses(parts, pauses));
}

if (process.argv.includes('--unseen')) {
  // Unseen: written before round 3's tuning and only run to report before/after figures.
  for (const iv of authoredUnseen) await measure(iv.name, 'unseen', iv);
  const recorded = await recordedUnseen();
  await measure(recorded.name, 'unseen', recorded);
}

if (process.argv.includes('--unseen-v')) {
  // Unseen-v: written before the word-vector cue (branch wt-vec, not merged); never tuned on.
  for (const iv of unseenVectorInterviews) await measure(iv.name, 'unseenV', iv);
}

if (process.argv.includes('--unseen-e')) {
  // Unseen-e: written before the sentence-meaning cue's tuning; never tuned on.
  for (const iv of unseenEInterviews) await measure(iv.name, 'unseenE', iv);
}

if (process.argv.includes('--unseen-f')) {
  // Unseen-f: written before session 29's changes; never tuned on.
  for (const iv of unseenFInterviews) await measure(iv.name, 'unseenF', iv);
}

if (process.argv.includes('--unseen-g')) {
  // Unseen-g: written before session 30's changes; never tuned on.
  for (const iv of unseenGInterviews) await measure(iv.name, 'unseenG', iv);
}

if (process.argv.includes('--unseen-h')) {
  // Unseen-h: written before session 31's changes; never tuned on.
  for (const iv of unseenHInterviews) await measure(iv.name, 'unseenH', iv);
}

if (process.argv.includes('--unseen-i')) {
  // Unseen-i: written before session 32's changes; never tuned on.
  for (const iv of unseenIInterviews) await measure(iv.name, 'unseenI', iv);
}

if (process.argv.includes('--unseen-j')) {
  // Unseen-j: written before session 33's changes; never tuned on.
  for (const iv of unseenJInterviews) await measure(iv.name, 'unseenJ', iv);
}

if (process.argv.includes('--unseen-k')) {
  // Unseen-k: written before session 34's changes; never tuned on.
  for (const iv of unseenKInterviews) await measure(iv.name, 'unseenK', iv);
}

if (process.argv.includes('--conversation')) {
  // Conversation: an interviewer's questions open the subjects and interjections sit inside them.
  for (const iv of conversationInterviews) await measure(iv.name, 'conversation', iv);
}

if (process.argv.includes('--unseen-p')) {
  // Unseen-p: written before round 4's tuning (the calibrated partition model); never tuned on.
  for (const iv of unseenP.unseenPInterviews) await measure(iv.name, 'unseenP', iv);
}

if (process.argv.includes('--spoken')) {
  // Spoken: the unseen-p subjects read by espeak-ng and heard by pocketsphinx; never tuned on.
  for (const iv of await spokenInterviews()) await measure(iv.name, 'spoken', iv);
}

if (process.argv.includes('--spoken-long')) {
  // The same, each change of subject at a pause as long as the thinking pause: words heard this
  // unsurely cannot tell the two apart, so every long pause should be a boundary.
  for (const iv of await spokenInterviews('long')) await measure(iv.name, 'spokenLong', iv);
}

if (process.argv.includes('--flite')) {
  // The same subjects read by flite's recorded voices, which pocketsphinx hears about as well as a
  // real voice: what a user's interview looks like to the topic finder.
  for (const iv of await spokenInterviews('short', 'flite')) await measure(iv.name, 'spokenFlite', iv);
}

if (process.argv.includes('--flite-conversation')) {
  // The conversation set read by two flite voices, heard by pocketsphinx, labelled by the diarizer.
  for (const iv of await spokenConversations()) await measure(iv.name, 'spokenConversation', iv);
}

if (process.argv.includes('--flite-long')) {
  for (const iv of await spokenInterviews('long', 'flite')) await measure(iv.name, 'spokenFliteLong', iv);
}

if (process.argv.includes('--pairs')) {
  // Pairs: two unseen-p subjects of six sentences each, the speaker stopping to think in both;
  // each subject should stay one topic (false boundaries), the change found within 2 s.
  const subjects = Object.values(unseenP).filter((x): x is Subject => typeof x === 'object' && 'sentences' in x);
  for (let i = 0; i + 1 < subjects.length; i += 2) {
    const [a, b] = [subjects[i]!, subjects[i + 1]!].map((s) => ({ ...s, sentences: s.sentences.slice(0, 6) })) as [
      Subject,
      Subject,
    ];
    for (const seed of [1, 2]) {
      const thinking = { [a.subject]: 2.6, [b.subject]: 3 };
      const speaker = { secondsPerLetter: 0.06, sentenceGap: [0.3, 0.8] as [number, number], thinking, seed };
      const iv = timeSpeech(
        `${a.subject}/${b.subject}, seed ${seed}`,
        [
          { subject: a, pauseAfter: 0.5 },
          { subject: b, pauseAfter: 0 },
        ],
        speaker,
      );
      await measure(iv.name, 'pairs', iv);
    }
  }
}

if (process.argv.includes('--long')) {
  // Long: unseen-p and unseen-v interviews one after another in one recording (6, 13 and 30
  // minutes, 9 to 48 subjects): topics must not grow fewer as footage grows longer.
  const all = [...unseenP.unseenPInterviews, ...unseenVectorInterviews];
  for (const count of [2, 4, 10]) {
    const joined = joinInterviews('', all.slice(0, count));
    const minutes = (joined.words.at(-1)!.end / 60).toFixed(1);
    await measure(`${count} interviews in one recording, ${minutes} min`, 'long', joined);
  }
}

if (process.argv.includes('--single')) {
  // Single: a talk about one subject (every unseen-p, authored and held-out subject alone), the
  // speaker stopping to think once; every topic boundary is a false one.
  const unseenPSubjects = Object.values(unseenP).filter((x): x is Subject => typeof x === 'object' && 'sentences' in x);
  for (const subject of [...unseenPSubjects, ...interviewParts, ...heldOutParts]) {
    const speaker = {
      secondsPerLetter: 0.06,
      sentenceGap: [0.3, 0.9] as [number, number],
      thinking: { [subject.subject]: 2.8 },
      seed: 3,
    };
    const iv = timeSpeech(`${subject.subject} alone`, [{ subject, pauseAfter: 0 }], speaker);
    await measure(iv.name, 'single', iv);
  }
}

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log('');
for (const [set, t] of Object.entries(totals) as Array<[SetName, (typeof totals)[SetName]]>) {
  if (!t.means.length) continue;
  const missed = t.errors.filter((e) => e > 2).length;
  console.log(
    `${setLabel[set]} ${t.means.length} interviews, ${t.errors.length} changes: mean ${avg(t.means).toFixed(2)} s, max ${Math.max(0, ...t.errors).toFixed(2)} s, missed ${missed}, false boundaries ${t.spurious}, labels saying the subject ${t.labelled}/${t.parts}`,
  );
}
