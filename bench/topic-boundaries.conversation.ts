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

const interviewer = 1;
const guest = 2;
const r3 = (t: number) => Math.round(t * 1000) / 1000;

function conversation(order: readonly number[], seed: number): SpokenInterview {
  const random = seeded(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const words: Word[] = [];
  const parts: SpokenInterview['parts'] = [];
  let t = 0.5;
  const say = (line: string, speaker: number) => {
    for (const text of line.split(' ')) {
      const length = (0.1 + 0.05 * text.length) * between(0.8, 1.2);
      words.push({ text, start: r3(t), end: r3(t + length), confidence: r3(between(0.7, 0.98)), speaker });
      t += length + between(0.03, 0.14);
    }
  };
  for (const index of order) {
    const subject = subjects[index]!;
    const first = words.length;
    say(questions[subject.subject]!, interviewer);
    t += between(0.3, 0.8);
    subject.sentences.forEach((sentence, i) => {
      say(sentence, guest);
      // Most answers are interrupted once, after their third sentence.
      if (i === 2 && random() < 0.6) {
        t += between(0.3, 0.7);
        say(interjections[Math.floor(random() * interjections.length)]!, interviewer);
      }
      t += between(0.4, 1.1);
    });
    parts.push({ subject: subject.subject, start: words[first]!.start, end: words.at(-1)!.end });
  }
  const name = order.map((i) => subjects[i]!.subject).join('/');
  return { name: `conversation: ${name}, questions and interjections`, words, parts };
}

export const conversationInterviews: SpokenInterview[] = orders.map((order, i) => conversation(order, 500 + i));
