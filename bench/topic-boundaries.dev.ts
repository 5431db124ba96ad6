/**
 * Development interviews for round 3 of topic boundaries (issue 12): the subjects the earlier
 * rounds were tuned and held out on, timed like real speakers (see speech-timing.ts). Round 3's
 * rules were tuned on these; the unseen set (topic-boundaries.unseen.ts) was kept out.
 */
import { interviewParts, type InterviewPart } from '../apps/server/src/analyse/interview.test-support';
import { heldOutParts } from './topic-boundaries.held-out';
import { timeSpeech, type SpokenInterview } from './speech-timing';

const [printing, poems, gardening, trains] = interviewParts as [
  InterviewPart,
  InterviewPart,
  InterviewPart,
  InterviewPart,
];
const [baking, stars, sailing, chess, bees] = heldOutParts as [
  InterviewPart,
  InterviewPart,
  InterviewPart,
  InterviewPart,
  InterviewPart,
];

const interview = (subjects: InterviewPart[], pauses: number[]) =>
  subjects.map((subject, i) => ({ subject, pauseAfter: pauses[i] ?? 0 }));

export const devInterviews: SpokenInterview[] = [
  timeSpeech(
    'dev: baking/chess/stars/printing, changes 0.3/0.5/0.2 s, thinking 2.5 s',
    interview([baking, chess, stars, printing], [0.3, 0.5, 0.2]),
    { secondsPerLetter: 0.05, sentenceGap: [0.5, 1.2], thinking: { chess: 2.5, printing: 2.5 }, seed: 101 },
  ),
  timeSpeech(
    'dev: fast speaker: bees/trains/poems/sailing/gardening, changes 0.2 s',
    interview([bees, trains, poems, sailing, gardening], [0.2, 0.2, 0.2, 0.2]),
    { secondsPerLetter: 0.04, sentenceGap: [0.2, 0.6], thinking: { trains: 2, sailing: 2 }, seed: 202 },
  ),
  timeSpeech(
    'dev: slow speaker: gardening/sailing/baking/poems, changes 0.6/2.6/0.4 s, thinking 3.5 s',
    interview([gardening, sailing, baking, poems], [0.6, 2.6, 0.4]),
    { secondsPerLetter: 0.065, sentenceGap: [0.8, 1.6], thinking: { gardening: 3.5, baking: 3.5 }, seed: 303 },
  ),
  timeSpeech(
    'dev: stars/bees/printing/trains/chess, changes 0.7/0.3/0.9/0.4 s, thinking 2.2 s',
    interview([stars, bees, printing, trains, chess], [0.7, 0.3, 0.9, 0.4]),
    { secondsPerLetter: 0.045, sentenceGap: [0.6, 1.3], thinking: { bees: 2.2, trains: 2.2, chess: 3 }, seed: 404 },
  ),
];
