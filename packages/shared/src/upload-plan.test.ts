import { describe, expect, it } from 'vitest';
import { ingestObjectKey, planParts } from './upload-plan';

const MiB = 1024 * 1024;

describe('planParts', () => {
  it.each([
    [0, 5 * MiB, 1],
    [1, 5 * MiB, 1],
    [5 * MiB, 5 * MiB, 1],
    [5 * MiB + 1, 5 * MiB, 2],
    [1000 * MiB, 5 * MiB, 200],
    [50_000 * MiB, 5 * MiB, 10_000],
    [50_000 * MiB + 1, 6 * MiB, 8334],
    [200 * 1024 * MiB, 21 * MiB, 9753],
  ])('%d bytes → chunks of %d in %d parts', (size, chunkSize, numParts) => {
    const plan = planParts(size);
    expect(plan.chunkSize).toBe(chunkSize);
    expect(plan.numParts).toBe(numParts);
    expect(plan.parts).toHaveLength(numParts);
  });

  it('covers every byte exactly once, in order, numbering parts from 1', () => {
    for (const size of [1, 5 * MiB - 1, 12 * MiB + 345, 50_000 * MiB + 7]) {
      const { parts, chunkSize } = planParts(size);
      expect(parts[0]?.start).toBe(0);
      expect(parts[parts.length - 1]?.end).toBe(size);
      const contiguous = parts.every(
        (p, i) =>
          p.partNumber === i + 1 &&
          p.start === (i === 0 ? 0 : parts[i - 1]?.end) &&
          p.end - p.start === (i < parts.length - 1 ? chunkSize : size - (parts.length - 1) * chunkSize),
      );
      expect(contiguous).toBe(true);
      expect(parts.length).toBeLessThanOrEqual(10_000);
    }
  });

  it('refuses sizes that are not byte counts', () => {
    expect(() => planParts(-1)).toThrow(RangeError);
    expect(() => planParts(1.5)).toThrow(RangeError);
  });
});

describe('ingestObjectKey', () => {
  it('is {projectId}/{sourceId}/{sourceId}.{ext}', () => {
    expect(ingestObjectKey('p1', 's1', 'My Interview.MOV')).toBe('p1/s1/s1.mov');
    expect(ingestObjectKey('p1', 's1', 'take 3.braw')).toBe('p1/s1/s1.braw');
    expect(ingestObjectKey('p1', 's1', 'clip.mov?x')).toBe('p1/s1/s1.bin');
  });
});
