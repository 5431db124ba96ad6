import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from './analyse';
import { sourceOf, timedWords } from './analyse.test-support';
import type { CohesionUnit } from './cohesion.fns';
import { segmentTopics } from './topics.fns';

const unit = (text: string, opts: Partial<CohesionUnit> = {}): CohesionUnit => ({
  tokens: text.split(' '),
  sourceStart: false,
  duration: 4,
  pauseBefore: 0.9,
  speakerChange: false,
  ...opts,
});

const cheese = [
  'cheese milk goats morning',
  'milk warmed rennet curd cheese',
  'curd whey drains young cheese',
  'goat cheese week hard cheese months',
  'cheese cellar damp rind',
  'cheese cellar turned hand',
].map((t) => unit(t));
const bicycles = [
  'workshop repair bicycles children',
  'bicycle chain oil chain miles',
  'bicycle brakes screw lever',
  'flat tyre bicycle repair workshop',
  'bent wheel spokes bicycle wheel',
  'repaired bicycle rider bell',
].map((t) => unit(t));

describe('segmentTopics', () => {
  it('parts a sentence that runs from one subject into the next at the clause where the next begins', () => {
    // The speaker's usual gap between sentences (0.9 s) is longer than the change (0.3 s), so
    // "…turned by hand" and "the workshop repairs bicycles…" read as one sentence of two clauses.
    const runOn = unit(bicycles[0]!.tokens.join(' '), { pauseBefore: 0.3, continuesSentence: true });
    const units = [...cheese, runOn, ...bicycles.slice(1)];
    const topics = segmentTopics(units, 120);
    expect(topics.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(topics.slice(6)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('gives a long recording as many topics as it has subjects, past eight', () => {
    // Twelve subjects of six 4-second sentences: under five minutes of speech.
    const subjects = Array.from({ length: 12 }, (_, s) =>
      Array.from({ length: 6 }, (_, i) =>
        unit(
          Array.from({ length: 8 }, (_, k) => `topic${s}word${k}`)
            .filter((_, k) => (k + i) % 8 < 5)
            .join(' '),
        ),
      ),
    );
    const units = subjects.flat();
    expect(segmentTopics(units, units.length * 4)).toEqual(units.map((_, i) => Math.floor(i / 6)));
  });

  it('keeps one subject whole across a 3 s thinking pause', () => {
    const units = [...cheese, ...cheese.map((u, i) => (i === 0 ? { ...u, pauseBefore: 3 } : u))];
    expect(new Set(segmentTopics(units, 50)).size).toBe(1);
  });
});

describe('topic labels on recogniser output', () => {
  // pocketsphinx wrote "deflector" for "director", three times, each barely heard.
  const lines = [
    'the deflector blocks every scene so nobody turns their back on the audience',
    'we rehearse three nights a week before the show and the deflector watches',
    'on opening night the deflector still fixes the costumes',
    'the applause at the end of the show makes the rehearsals worth it',
  ];
  const labelled = (confidence: number) => {
    const words = timedWords(lines).map((w) => (w.text === 'deflector' ? { ...w, confidence } : w));
    return analyseTranscripts([sourceOf('66666666-6666-4666-8666-666666666666', words)]).topics[0]!;
  };

  it('never names a topic with a word the recogniser barely heard, though it is said most', () => {
    expect(labelled(0.9).label).toBe('deflector');
    const topic = labelled(0.02);
    expect(topic.label).toBe('show and rehearsals');
    expect(topic.keyPhrases).not.toContain('deflector');
  });
});
