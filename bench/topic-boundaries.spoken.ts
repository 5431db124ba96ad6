/**
 * Spoken interviews for the topic-boundary bench: the unseen-p subjects (topic-boundaries.unseen-p.ts)
 * read aloud, one speed per interview (150–175 wpm), by espeak-ng (a robotic voice pocketsphinx hears
 * badly: word error ≈ 0.65, mean confidence 0.31) or by flite's recorded-voice models (a voice per
 * interview; word error ≈ 0.15–0.25, confidence 0.63–0.75, as pocketsphinx hears real voices), joined by ffmpeg into one 16 kHz
 * mono WAV with silences between the sentences (0.5–1.2 s), short changes between subjects
 * (0.2–0.9 s; or long ones, 2.5–3.5 s) and one thinking pause (2.5–3 s) inside one subject, then
 * heard by pocketsphinx. So
 * topics are found in real recogniser output, not in text with synthetic timings. A subject's true
 * start is where its first sentence's audio starts in the joined file. The WAVs and the heard words
 * are cached under the temp dir, keyed by a hash of the interview's text and timing.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { withSpeakers } from '../apps/server/src/transcribe/diarize/diarize';
import { runProcess } from '../apps/server/src/transcribe/process';
import { makeTempDir, mediaPath } from '../apps/server/src/transcribe/transcribe.test-support';
import { hearWithPocketsphinx, joinSpeech, type RecordedSubject } from './joined-speech';
import { seeded } from '@otto/shared/seeded-random';
import type { SpokenInterview, Subject } from './speech-timing';
import { conversationScripts, interviewer } from './topic-boundaries.conversation';
import {
  allotment,
  bookbinding,
  camping,
  dentist,
  farming,
  flying,
  guitar,
  hillwalking,
  kayaking,
  marathon,
  plumbing,
  theatre,
} from './topic-boundaries.unseen-p';

interface SpokenPlan {
  subjects: Subject[];
  /** espeak-ng speed, words per minute. */
  wpm: number;
  /** The subject that holds the thinking pause. */
  thinkingIn: string;
  seed: number;
}

/** Three interviews of four subjects each; related subjects side by side, as in unseen-p. */
const plans: SpokenPlan[] = [
  { subjects: [plumbing, farming, allotment, flying], wpm: 150, thinkingIn: 'farming', seed: 611 },
  { subjects: [dentist, kayaking, camping, hillwalking], wpm: 162, thinkingIn: 'hill walking', seed: 622 },
  { subjects: [guitar, theatre, marathon, bookbinding], wpm: 175, thinkingIn: 'marathon', seed: 633 },
];

const r2 = (t: number) => Math.round(t * 100) / 100;

/** Who reads the interviews aloud. */
export type Reader = 'espeak' | 'flite';
/** flite's voices, one per interview, so the set holds a woman's and two men's voices. */
const fliteVoices = ['slt', 'rms', 'awb'];

interface Layout {
  name: string;
  reader: Reader;
  voice: string;
  wpm: number;
  leadIn: number;
  /** Every sentence in order, with its subject, the silence after it and, in a conversation, its voice. */
  sentences: Array<{ subject: string; text: string; pauseAfter: number; voice?: string }>;
  /** Speakers labelled by Otto's diarizer after pocketsphinx has heard the words (a conversation). */
  diarized?: boolean;
}

/** How long the silence is where the subject changes: short (as a fast speaker's) or long (a speaker who stops). */
export type ChangePauses = 'short' | 'long';
const changeRange: Record<ChangePauses, [number, number]> = { short: [0.2, 0.9], long: [2.5, 3.5] };

/**
 * Seeded silences: 0.5–1.2 s between sentences, 0.2–0.9 s (or 2.5–3.5 s) at subject changes, one
 * 2.5–3 s thinking pause.
 */
function layout(plan: SpokenPlan, changes: ChangePauses, reader: Reader, index: number): Layout {
  const rand = seeded(plan.seed);
  const between = (lo: number, hi: number) => r2(lo + (hi - lo) * rand());
  const leadIn = between(0.3, 1);
  const sentences: Layout['sentences'] = [];
  const changed: number[] = [];
  let thinking = 0;
  plan.subjects.forEach(({ subject, sentences: said }, s) => {
    const thinkingAt = Math.floor(said.length / 3 + rand() * (said.length / 3));
    const change = s === plan.subjects.length - 1 ? 0 : between(...changeRange[changes]);
    if (change) changed.push(change);
    said.forEach((text, i) => {
      let pauseAfter = i === said.length - 1 ? change : between(0.5, 1.2);
      if (subject === plan.thinkingIn && i === thinkingAt) pauseAfter = thinking = between(2.5, 3);
      sentences.push({ subject, text, pauseAfter });
    });
  });
  const voice = reader === 'espeak' ? 'en-us' : fliteVoices[index % fliteVoices.length]!;
  const name =
    `spoken (${reader} ${voice} ${plan.wpm} wpm, pocketsphinx): ${plan.subjects.map((s) => s.subject).join('/')}, ` +
    `changes ${changed.join('/')} s, thinking ${thinking} s`;
  return { name, reader, voice, wpm: plan.wpm, leadIn, sentences };
}

/** flite speaks at about 170 wpm; its duration stretch sets the plan's pace. */
const fliteNaturalWpm = 170;

async function read(plan: Layout, text: string, wav: string, voice = plan.voice): Promise<void> {
  const r =
    plan.reader === 'espeak'
      ? await runProcess('espeak-ng', ['-v', voice, '-s', String(plan.wpm), '-w', wav, text])
      : await runProcess('flite', [
          ...['-voice', voice, '--setf', `duration_stretch=${(fliteNaturalWpm / plan.wpm).toFixed(3)}`],
          ...['-t', text, '-o', wav],
        ]);
  if (r.code !== 0) throw new Error(`${plan.reader} failed: ${r.stderr}`);
}

const cacheRoot = join(tmpdir(), 'otto-analyse-cache', 'topic-boundaries-spoken');

/** joinSpeech reads files under ../shared/media; this names a file anywhere relative to that folder. */
const asMedia = (file: string) => relative(mediaPath(''), file);

async function speak(plan: Layout): Promise<SpokenInterview> {
  const key = createHash('sha256').update(JSON.stringify(plan)).digest('hex').slice(0, 16);
  const dir = join(cacheRoot, key);
  const cached = join(dir, 'heard.json');
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as SpokenInterview;
  } catch {
    // not spoken and heard yet
  }
  const tmp = await makeTempDir('otto-topics-spoken-');
  try {
    // Each sentence is one "subject" for joinSpeech, so each has its own silence after it.
    const files: RecordedSubject[] = [];
    for (const [i, s] of plan.sentences.entries()) {
      const wav = join(tmp.dir, `said-${i}.wav`);
      await read(plan, s.text, wav, s.voice);
      files.push({ subject: s.subject, files: [asMedia(wav)], pauseAfter: s.pauseAfter });
    }
    const joined = await joinSpeech(files, tmp.dir, { leadInSec: plan.leadIn, fileGapSec: 0 });
    const heard = await hearWithPocketsphinx(joined.wav);
    const words = plan.diarized ? await withSpeakers(joined.wav, heard) : heard;
    // A subject runs from its first sentence's audio to the end of its last one's.
    const parts: SpokenInterview['parts'] = [];
    for (const span of joined.spans) {
      const last = parts.at(-1);
      if (last?.subject === span.subject) last.end = span.end;
      else parts.push({ ...span });
    }
    const spoken: SpokenInterview = { name: plan.name, words, parts };
    await mkdir(dir, { recursive: true });
    await copyFile(joined.wav, join(dir, 'interview.wav'));
    await writeFile(cached, JSON.stringify(spoken));
    return spoken;
  } finally {
    await tmp.cleanup();
  }
}

/** Whether the reader is installed; where not, a note says so. */
async function canRead(reader: Reader): Promise<boolean> {
  const program = reader === 'espeak' ? 'espeak-ng' : 'flite';
  try {
    await runProcess(program, ['--version']);
    return true;
  } catch {
    console.log(`spoken set skipped: it needs ${program} on PATH (apt-get install -y ${program})`);
    return false;
  }
}

/** The spoken set; empty (with a note) where the reader is not installed. */
export async function spokenInterviews(
  changes: ChangePauses = 'short',
  reader: Reader = 'espeak',
): Promise<SpokenInterview[]> {
  if (!(await canRead(reader))) return [];
  const spoken: SpokenInterview[] = [];
  for (const [i, plan] of plans.entries()) spoken.push(await speak(layout(plan, changes, reader, i)));
  return spoken;
}

/**
 * The conversation set (topic-boundaries.conversation.ts) read aloud by flite: the interviewer in a
 * woman's voice, the guest in a man's (two voices, alternating by interview), heard by pocketsphinx
 * and labelled by Otto's diarizer, as an imported interview would be. Empty where flite is missing.
 */
export async function spokenConversations(): Promise<SpokenInterview[]> {
  if (!(await canRead('flite'))) return [];
  const spoken: SpokenInterview[] = [];
  for (const [i, { name, lines }] of conversationScripts.entries()) {
    const guestVoice = i % 2 ? 'awb' : 'rms';
    const plan: Layout = {
      name: `spoken (flite slt and ${guestVoice}, pocketsphinx, diarized) ${name}`,
      reader: 'flite',
      voice: guestVoice,
      wpm: 165,
      leadIn: 0.5,
      sentences: lines.map((l) => ({
        subject: l.subject,
        text: l.text,
        pauseAfter: r2(l.pauseAfter),
        voice: l.speaker === interviewer ? 'slt' : guestVoice,
      })),
      diarized: true,
    };
    spoken.push(await speak(plan));
  }
  return spoken;
}
