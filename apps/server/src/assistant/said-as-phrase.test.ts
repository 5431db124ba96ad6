import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf, timedWords } from '../analyse/analyse.test-support';
import { confidentMatch, rankTopicsFor } from './matching.fns';

// A groomer names the job once; a trainer after her says "dog" and "training" (a sense of
// "grooming") over and over.
const groomerWords = timedWords([
  'i run a dog grooming van so i park outside the house and work on the drive',
  'a cockapoo takes about two hours with the bath the dry and the clip',
  'you clip the nails and clean the ears first while they are still calm',
  'the blaster dryer sounds like a jet engine and some of them hate it',
]);
const trainerWords = timedWords([
  'in the evenings i run dog training classes in a village hall',
  'the puppy class is six weeks of sit down stay and walking nicely on a lead',
  'training is all rewards so every dog gets cheese and sausage',
  'the owners are harder to train than the dogs to be honest',
  'a dog that will not come back when called can never go off the lead',
]);

describe('a subject in several words said as itself', () => {
  it('ranks the topic that says "dog grooming" above one full of "dog" and "training"', () => {
    const analysis = analyseTranscripts([
      sourceOf('66666666-6666-4666-8666-666666666661', groomerWords),
      sourceOf('66666666-6666-4666-8666-666666666662', trainerWords),
    ]);
    const groomer = analysis.units.find((u) => u.text.includes('grooming'))!;
    const groomingTopic = analysis.topics[groomer.topic]!;
    const ranked = rankTopicsFor(analysis, 'dog grooming');
    expect(ranked[0]!.topic).toBe(groomingTopic.index);
    expect(ranked.map((m) => m.saidAsPhrase)).toEqual([1, ...ranked.slice(1).map(() => 0)]);
    expect(ranked.length).toBeGreaterThan(1);
    expect(confidentMatch(ranked[0])).toBe(true);
    // Asked for the trainer's subject, a trainer's topic comes first.
    expect(rankTopicsFor(analysis, 'dog training')[0]!.topic).not.toBe(groomingTopic.index);
  });
});
