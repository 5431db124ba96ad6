import type { Segment } from '@otto/shared/message';
import { describe, expect, it } from 'vitest';
import {
  chapterAt,
  chapterRows,
  chapterTicks,
  coverageLabel,
  sourceCoverage,
  stripLayout,
  type SourceFacts,
} from './rough-cut.fns';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const seg = (sourceId: string, start: number, end: number): Segment => ({ sourceId, start, end, text: '' });

const sources: SourceFacts[] = [
  { id: A, filename: 'interview.mp4', durationSec: 760 },
  { id: B, filename: 'broll.mov', durationSec: null },
];
// 10 s, 20 s, 5 s, 15 s: 50 s in all.
const segments = [seg(A, 0, 10), seg(A, 30, 50), seg(B, 4, 9), seg(A, 100, 115)];

describe('chapter rows', () => {
  it('start each chapter where its first segment plays in the edit and run to the next chapter', () => {
    const rows = chapterRows(
      {
        segments,
        chapters: [
          { title: 'Childhood', firstSegment: 0 },
          { title: 'The move', firstSegment: 2 },
        ],
      },
      sources,
    );
    expect(rows).toEqual([
      { title: 'Childhood', start: 0, duration: 30, firstSegment: 0, lastSegment: 1 },
      { title: 'The move', start: 30, duration: 20, firstSegment: 2, lastSegment: 3 },
    ]);
  });

  it('mark where each later chapter begins on the strip', () => {
    const story = {
      segments,
      chapters: [
        { title: 'Childhood', firstSegment: 0 },
        { title: 'The move', firstSegment: 2 },
      ],
    };
    expect(chapterTicks(chapterRows(story, sources))).toEqual([60]);
    expect(chapterTicks(chapterRows({ segments: segments.slice(0, 1) }, sources))).toEqual([]);
    expect(chapterTicks([])).toEqual([]);
  });

  it('make a usable outline of a damaged one: in order, within the story, the first at its start', () => {
    const rows = chapterRows(
      {
        segments,
        chapters: [
          { title: 'Late', firstSegment: 3 },
          { title: 'Past the end', firstSegment: 9 },
          { title: 'Opening', firstSegment: 1 },
          { title: 'Same start', firstSegment: 3 },
        ],
      },
      sources,
    );
    expect(rows.map((r) => [r.title, r.firstSegment, r.start])).toEqual([
      ['Opening', 0, 0],
      ['Late', 3, 35],
    ]);
  });

  it('fall back to one chapter per run of a source file, named after it, when the story has no outline', () => {
    const rows = chapterRows({ segments }, sources);
    expect(rows.map((r) => [r.title, r.start, r.duration])).toEqual([
      ['interview.mp4', 0, 30],
      ['broll.mov', 30, 5],
      ['interview.mp4', 35, 15],
    ]);
    // A file whose name is not loaded yet is still told apart.
    expect(chapterRows({ segments }, []).map((r) => r.title)).toEqual(['File 1', 'File 2', 'File 1']);
  });

  it('fall back to a single chapter for a cut from one file, and to none for an empty story', () => {
    expect(chapterRows({ segments: segments.filter((s) => s.sourceId === A), chapters: [] }, sources)).toEqual([
      { title: 'Rough cut', start: 0, duration: 45, firstSegment: 0, lastSegment: 2 },
    ]);
    expect(chapterRows({ segments: [] }, sources)).toEqual([]);
  });

  it('tell which chapter holds the playing segment', () => {
    const rows = chapterRows({ segments }, sources);
    expect([0, 1, 2, 3].map((i) => chapterAt(rows, i))).toEqual([0, 0, 1, 2]);
    expect(chapterAt(rows, 7)).toBe(-1);
  });
});

describe('timeline strip', () => {
  it('places every segment by its share of the edit, coloured by its source', () => {
    expect(stripLayout(segments)).toEqual([
      { sourceId: A, left: 0, width: 20, tone: 0 },
      { sourceId: A, left: 20, width: 40, tone: 0 },
      { sourceId: B, left: 60, width: 10, tone: 1 },
      { sourceId: A, left: 70, width: 30, tone: 0 },
    ]);
  });

  it('is empty for an edit without length', () => {
    expect(stripLayout([])).toEqual([]);
  });
});

describe('source coverage', () => {
  it('says how much of each file the cut keeps, per file in the order the cut uses them', () => {
    const coverage = sourceCoverage(segments, sources);
    expect(coverage.map((c) => [c.filename, c.kept])).toEqual([
      ['interview.mp4', 45],
      ['broll.mov', 5],
    ]);
    expect(coverage.map(coverageLabel)).toEqual(['Kept 0:45 of 12:40 · 6 %', 'Kept 0:05']);
  });

  it('counts source time used twice once', () => {
    const [c] = sourceCoverage([seg(A, 0, 60), seg(A, 30, 90), seg(A, 120, 222)], sources);
    expect(coverageLabel(c!)).toBe('Kept 3:12 of 12:40 · 25 %');
  });
});
