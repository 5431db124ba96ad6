/**
 * A test interview as a recogniser would hand it over: four subjects one after another, parted by
 * pauses of different lengths, opened by a microphone check, with fillers, a restarted line, a
 * misheard name ("goodenberg" for Gutenberg) and a subject never named in the speech (the poems
 * part never says "poetry"). Timings follow speech at 2.5 words/s; the true subject of every word
 * is known, so tests and the edit-quality bench can measure how far an edit strays.
 */
import type { Word } from '@otto/shared/transcript';

export interface InterviewPart {
  subject: string;
  sentences: string[];
  /** Silence after the part's last word. */
  pauseAfter: number;
}

export const interviewParts: InterviewPart[] = [
  {
    subject: 'printing',
    pauseAfter: 1.2,
    sentences: [
      'testing testing one two three',
      'and here is some more words words words words',
      'um okay so the printing press changed how books were made',
      'before that every book was copied by hand in a monastery',
      'goodenberg built a press with movable metal type around fourteen fifty',
      'his workshop in mainz printed the bible in about one hundred and eighty copies',
      'the ink had to stick to metal so he mixed an oil based ink',
      'uh within fifty years printers in more than two hundred cities were producing books',
      'paper got cheaper and pamphlets spread news faster than ever before',
      'a printed page could be set once and pressed a thousand times',
      'the typesetter arranged each letter by hand in a wooden frame',
      'printing made books cheap enough for ordinary readers to own them',
      'libraries grew and scholars could compare the same edition across europe',
    ],
  },
  {
    subject: 'poems',
    pauseAfter: 3,
    sentences: [
      'when i was twelve i started writing poems in a school notebook',
      'my favourite form is the sonnet with fourteen lines and a strict rhyme scheme',
      'i read my verses aloud to hear the rhythm of every line',
      'the poet i return to most is emily dickinson',
      'a good rhyme should surprise you and still feel inevitable',
      'um i usually write the last stanza first and work backwards',
      'a haiku has only seventeen syllables so every word has to earn its place',
      'my first collection of poems had forty pieces about the sea',
      'reading a ballad out loud at a festival taught me about pacing',
      'the meter of a line is like a heartbeat under the words',
      'i still keep a notebook of lines that might become a verse someday',
    ],
  },
  {
    subject: 'gardening',
    pauseAfter: 2.2,
    sentences: [
      'on weekends i grow tomatoes and beans in the garden behind the house',
      'the soil needs compost and plenty of water in the summer',
      'we harvest the vegetables in august and cook a big stew',
      'carrots and potatoes go in with garlic and fresh herbs',
      'uh slugs eat the lettuce unless you put copper tape around the beds',
      'i plant the seeds in march on the kitchen windowsill',
      'the apple tree gives more fruit than we can eat',
      'every autumn we dig the beds and spread manure over the soil',
      'growing your own food teaches you patience with the seasons',
      'the greenhouse keeps the peppers warm until october',
    ],
  },
  {
    subject: 'trains',
    pauseAfter: 0,
    sentences: [
      'last year we took the night train from vienna to rome',
      'the sleeper carriage had',
      'the sleeper carriage had six bunks and a tiny window',
      'we crossed the alps at dawn and the mountains were covered in snow',
      'the conductor served coffee at the border station',
      'um travelling by rail is slower but you see the whole country',
      'the railway timetable had changed so we missed the connection in verona',
      'the locomotive pulled twelve carriages through the tunnels',
      'a train journey gives you time to read and watch the landscape',
      'next spring we want to ride the railway along the norwegian coast',
    ],
  },
];

/** Fillers and the microphone check: lines no title, hook or label may be built from. */
export const fillerLines = ['testing testing one two three', 'and here is some more words words words words'];

export interface TimedInterview {
  words: Word[];
  /** Subject of each word. */
  subjects: string[];
  /** Where each subject starts and ends, in seconds. */
  parts: Array<{ subject: string; start: number; end: number }>;
}

/**
 * The interview timed as speech: 0.3 s words, 0.1 s gaps, 0.8 s between sentences, and
 * `thinkingPause` seconds after the middle sentence of each part (a pause within one subject).
 */
export function timedInterview(
  parts: readonly InterviewPart[] = interviewParts,
  startAt = 0.6,
  thinkingPause = 0.8,
): TimedInterview {
  const words: Word[] = [];
  const subjects: string[] = [];
  const spans: TimedInterview['parts'] = [];
  let t = startAt;
  for (const part of parts) {
    const start = t;
    part.sentences.forEach((sentence, i) => {
      for (const text of sentence.split(/\s+/)) {
        // Recognisers are less sure of fillers and names they mishear.
        const unsure = /^(um|uh|goodenberg)$/.test(text);
        words.push({ text, start: r(t), end: r(t + 0.3), confidence: unsure ? 0.5 : 0.9 });
        subjects.push(part.subject);
        t += 0.4;
      }
      const middle = i === Math.floor(part.sentences.length / 2);
      t += i < part.sentences.length - 1 ? (middle ? thinkingPause : 0.8) : 0;
    });
    spans.push({ subject: part.subject, start: r(start), end: r(t - 0.1) });
    t += part.pauseAfter - 0.1;
  }
  return { words, subjects, parts: spans };
}

const r = (t: number) => Math.round(t * 1000) / 1000;
