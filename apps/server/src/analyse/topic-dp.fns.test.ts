import { describe, expect, it } from 'vitest';
import type { Bag, CohesionUnit } from './cohesion.fns';
import { partitionTopics } from './topic-dp.fns';

const sentence = (words: string, opts: Partial<CohesionUnit> = {}): [CohesionUnit, Bag] => {
  const tokens = words.split(' ');
  const bag: Bag = new Map();
  for (const t of tokens) bag.set(t, (bag.get(t) ?? 0) + 1);
  return [{ tokens, sourceStart: false, duration: 4, pauseBefore: 0.5, speakerChange: false, ...opts }, bag];
};

const run = (sentences: Array<[CohesionUnit, Bag]>) =>
  partitionTopics(
    sentences.map(([u]) => u),
    sentences.map(([, b]) => b),
    { maxTopics: 8, minTopicSec: 8 },
  );

const cheese = Array.from({ length: 6 }, (_, i) =>
  sentence(`cheese milk curd goat rennet cellar ${i % 2 ? 'rind' : 'whey'}`),
);
const bikes = Array.from({ length: 6 }, (_, i) =>
  sentence(`bicycle chain wheel spoke brake tyre ${i % 2 ? 'saddle' : 'pedal'}`),
);

describe('partitionTopics', () => {
  it('parts two subjects where their vocabulary changes, and keeps each whole', () => {
    expect(run([...cheese, ...bikes])).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('keeps one subject in one topic however long it runs', () => {
    expect(new Set(run([...cheese, ...cheese, ...cheese])).size).toBe(1);
  });

  it('starts a topic at every new file, even inside one subject', () => {
    const second = cheese.map(([u, b], i): [CohesionUnit, Bag] => [{ ...u, sourceStart: i === 0 }, b]);
    expect(run([...cheese, ...second])).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('finds every subject of a long recording: a change is as clear after ten minutes as in the first three', () => {
    // Thirty subjects of six sentences, each sentence five of its subject's eight words: 12 minutes.
    const subject = (name: string) => {
      const words = Array.from({ length: 8 }, (_, k) => `${name}${k}`);
      return Array.from({ length: 6 }, (_, i) => sentence(words.filter((_, k) => (k + i) % 8 < 5).join(' ')));
    };
    const all = Array.from({ length: 30 }, (_, s) => subject(`subject${s}word`)).flat();
    const topics = partitionTopics(
      all.map(([u]) => u),
      all.map(([, b]) => b),
      { maxTopics: 40, minTopicSec: 8 },
    );
    expect(topics).toEqual(all.map((_, i) => Math.floor(i / 6)));
  });

  it('makes no more topics than allowed, parting only where subjects change', () => {
    const four = [...cheese, ...bikes, ...cheese, ...bikes];
    const free = partitionTopics(
      four.map(([u]) => u),
      four.map(([, b]) => b),
      { maxTopics: 8, minTopicSec: 8 },
    );
    expect(new Set(free).size).toBe(4);
    for (const maxTopics of [1, 2, 3]) {
      const capped = partitionTopics(
        four.map(([u]) => u),
        four.map(([, b]) => b),
        { maxTopics, minTopicSec: 8 },
      );
      expect(new Set(capped).size).toBeLessThanOrEqual(maxTopics);
      capped.forEach((t, i) => {
        if (i % 6 !== 0) expect(t).toBe(capped[i - 1]);
      });
    }
  });

  it('leaves a single off-subject sentence inside its topic rather than making a sliver of it', () => {
    const topics = run([...cheese.slice(0, 3), sentence('weather rain umbrella'), ...cheese.slice(3)]);
    expect(new Set(topics).size).toBe(1);
  });

  it('opens a topic at the line that opens a subject when its meaning leans both ways', () => {
    // Meaning in three dimensions: one subject points along x, the next along y, and the line
    // between them a little more towards the first.
    const towards = (x: number, y: number, z = 0.2) => {
      const norm = Math.hypot(x, y, z);
      return Float32Array.from([x / norm, y / norm, z / norm]);
    };
    const interview = (edgeText: string) => {
      const lines = [
        ...Array.from({ length: 5 }, () => ({ text: 'the cheese rests in the cellar', meaning: towards(1, 0) })),
        { text: edgeText, meaning: towards(0.55, 0.45) },
        ...Array.from({ length: 5 }, () => ({ text: 'the chain turns the back wheel', meaning: towards(0, 1) })),
      ];
      return run(lines.map(({ text, meaning }) => sentence(text.replace(/ /g, '_'), { text, meaning })));
    };
    expect(interview('i grow vegetables behind the house')).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    expect(interview('i have ridden a bicycle to work since i was twelve')).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });
});
