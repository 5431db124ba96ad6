/**
 * Interviews as a conversation: an interviewer asks before each subject (a question that may name
 * it or not) and now and then interjects inside one ("really", "and what happened then"), the
 * guest answers; both voices labelled as the diarizer labels them (speaker 1 and 2). The subjects
 * are the unseen-p ones. A topic should start at the question that opens it, and an interjection
 * should neither part a subject nor make two subjects alike. Written with the rules it measures
 * (the turn rules of topic-boundaries.fns openAtTurns and analyse.ts isInterjection): tuned on.
 */
import type { Word } from '@otto/shared/transcript';
import { seeded } from '@otto/shared/seeded-random';
import type { SpokenInterview, Subject } from './speech-timing';
import * as unseenP from './topic-boundaries.unseen-p';

const questions: Record<string, string> = {
  farming: 'you grew up on a farm did you not',
  allotment: 'and what do you do at the weekends now',
  plumbing: 'tell me about your day job',
  flying: 'what about the flying lessons',
  kayaking: 'and on holiday what do you get up to',
  camping: 'where do you go in the summer',
  'hill walking': 'do you walk much',
  guitar: 'you play an instrument too',
  theatre: 'and how did you end up on a stage',
  marathon: 'what got you into running',
  dentist: 'what do you do for a living',
  bookbinding: 'and you have a hobby with old books',
};
const interjections = ['really', 'how long did that take', 'that sounds hard', 'and what happened then', 'right'];

const subjects: Subject[] = [
  unseenP.farming,
  unseenP.allotment,
  unseenP.plumbing,
  unseenP.flying,
  unseenP.kayaking,
  unseenP.camping,
  unseenP.hillwalking,
  unseenP.guitar,
  unseenP.theatre,
  unseenP.marathon,
  unseenP.dentist,
  unseenP.bookbinding,
];
const orders = [
  [0, 1, 2, 3, 4],
  [5, 6, 7, 8],
  [9, 10, 11, 0, 1],
  [8, 7, 2, 5, 6],
  [3, 11, 4, 10, 9],
];

export const interviewer = 1;
export const guest = 2;
const r3 = (t: number) => Math.round(t * 1000) / 1000;

/** One line of a conversation: who says it, in which subject, and the silence after it. */
export interface ScriptLine {
  subject: string;
  speaker: number;
  text: string;
  pauseAfter: number;
}

/**
 * The conversation over these subjects: the interviewer's question, the guest's answer (0.3–0.8 s
 * after), most answers interrupted once after their third sentence, sentences 0.4–1.1 s apart.
 */
export function conversationScript(order: readonly number[], seed: number): { name: string; lines: ScriptLine[] } {
  const random = seeded(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const lines: ScriptLine[] = [];
  for (const index of order) {
    const { subject, sentences } = subjects[index]!;
    lines.push({ subject, speaker: interviewer, text: questions[subject]!, pauseAfter: between(0.3, 0.8) });
    sentences.forEach((text, i) => {
      const interrupted = i === 2 && random() < 0.6;
      lines.push({ subject, speaker: guest, text, pauseAfter: interrupted ? between(0.3, 0.7) : between(0.4, 1.1) });
      if (interrupted) {
        const said = interjections[Math.floor(random() * interjections.length)]!;
        lines.push({ subject, speaker: interviewer, text: said, pauseAfter: between(0.4, 1.1) });
      }
    });
  }
  const name = order.map((i) => subjects[i]!.subject).join('/');
  return { name: `conversation: ${name}, questions and interjections`, lines };
}

/** The five conversations' scripts, seeded, in order. */
export const conversationScripts = orders.map((order, i) => conversationScript(order, 500 + i));

/** A script timed as typed text with the diarizer's labels (word lengths from their letters). */
function timed({ name, lines }: { name: string; lines: readonly ScriptLine[] }, seed: number): SpokenInterview {
  const random = seeded(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const words: Word[] = [];
  const parts: SpokenInterview['parts'] = [];
  let t = 0.5;
  for (const line of lines) {
    const first = words.length;
    for (const text of line.text.split(' ')) {
      const length = (0.1 + 0.05 * text.length) * between(0.8, 1.2);
      words.push({
        text,
        start: r3(t),
        end: r3(t + length),
        confidence: r3(between(0.7, 0.98)),
        speaker: line.speaker,
      });
      t += length + between(0.03, 0.14);
    }
    t += line.pauseAfter;
    const last = parts.at(-1);
    if (last?.subject === line.subject) last.end = words.at(-1)!.end;
    else parts.push({ subject: line.subject, start: words[first]!.start, end: words.at(-1)!.end });
  }
  return { name, words, parts };
}

export const conversationInterviews: SpokenInterview[] = conversationScripts.map((script, i) => timed(script, 900 + i));
