/**
 * Scripted Story on real speech: a recording built here from repeated takes of three read lines
 * (LibriVox readings from the shared media, cut at the gaps between their words): takes cut
 * short, a take with a restarted phrase, identical clean takes. It goes through the real
 * transcription path (pocketsphinx); the alignment must choose the complete, cleanest take of
 * every line (the last of equals) and report the line that was never read.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@otto/shared/transcript';
import { pocketsphinxWords, referenceText, sourceOf } from '../analyse/analyse.test-support';
import { createPocketsphinxEngine } from '../transcribe/pocketsphinx.engine';
import { transcribeAudio } from '../transcribe/transcribe.service';
import { makeTempDir, mediaPath } from '../transcribe/transcribe.test-support';
import { readWavInfo, wavHeader } from '../transcribe/wav';
import { alignScript } from './script-alignment.fns';
import { scriptedContainer, scriptLinesFound } from './scripted-story.fns';

const RATE = 16000;
const files = {
  dashwood: 'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0870',
  selfish: 'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0890',
  amiable: 'speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-0930',
} as const;
type Line = keyof typeof files;
const neverRead = 'Our quarterly budget was approved by the board.';

interface Recording {
  samples: Int16Array;
  /** Where pocketsphinx hears each word in the reading on its own. */
  words: Word[];
}

/** A stretch of one reading, from before word `first` to after word `last` (cut mid-gap). */
interface Piece {
  line: Line;
  first: number;
  last: number;
}

interface TakePlan {
  line: Line;
  pieces: Piece[];
  /** What the take is, for failure messages. */
  kind: 'short' | 'clean' | 'restart';
}

const whole = (line: Line, words: number): Piece => ({ line, first: 0, last: words - 1 });

let tmp: Awaited<ReturnType<typeof makeTempDir>>;
const recordings = {} as Record<Line, Recording>;
const script: Record<Line, string> = { dashwood: '', selfish: '', amiable: '' };
/** Where each take lies in the built recording, and where its speech starts and ends, seconds. */
const placed: Array<TakePlan & { start: number; end: number; speechStart: number; speechEnd: number }> = [];
let heard: Word[] = [];

/** Sample index between word i-1 and word i (the middle of the gap); 0 / the end at the edges. */
function cutBefore(rec: Recording, i: number): number {
  if (i <= 0) return 0;
  if (i >= rec.words.length) return rec.samples.length;
  return Math.round(((rec.words[i - 1]!.end + rec.words[i]!.start) / 2) * RATE);
}

beforeAll(async () => {
  tmp = await makeTempDir('otto-scripted-');
  for (const line of Object.keys(files) as Line[]) {
    const wav = mediaPath(`${files[line]}.wav`);
    const info = await readWavInfo(wav);
    const data = await readFile(wav);
    const samples = new Int16Array(
      data.buffer.slice(data.byteOffset + info.dataOffset, data.byteOffset + info.dataOffset + info.dataBytes),
    );
    recordings[line] = { samples, words: await pocketsphinxWords(`${files[line]}.wav`) };
    script[line] = await referenceText(`${files[line]}.txt`);
  }
  const n = (line: Line) => recordings[line].words.length;
  const half = (line: Line) => Math.floor(n(line) / 2);
  const plan: TakePlan[] = [
    { line: 'dashwood', kind: 'short', pieces: [{ line: 'dashwood', first: 0, last: half('dashwood') - 1 }] },
    { line: 'dashwood', kind: 'clean', pieces: [whole('dashwood', n('dashwood'))] },
    {
      // Restarts three words in the middle: "... had then leisure had then leisure to consider ...".
      line: 'dashwood',
      kind: 'restart',
      pieces: [
        { line: 'dashwood', first: 0, last: half('dashwood') },
        { line: 'dashwood', first: half('dashwood') - 2, last: n('dashwood') - 1 },
      ],
    },
    { line: 'selfish', kind: 'clean', pieces: [whole('selfish', n('selfish'))] },
    { line: 'selfish', kind: 'short', pieces: [{ line: 'selfish', first: 0, last: half('selfish') - 1 }] },
    { line: 'amiable', kind: 'clean', pieces: [whole('amiable', n('amiable'))] },
    { line: 'amiable', kind: 'clean', pieces: [whole('amiable', n('amiable'))] },
  ];
  const pause = new Int16Array(Math.round(1.5 * RATE));
  const parts: Int16Array[] = [pause];
  let at = pause.length;
  for (const take of plan) {
    const start = at;
    let speechStart = 0;
    let speechEnd = 0;
    for (const [k, piece] of take.pieces.entries()) {
      const rec = recordings[piece.line];
      const from = cutBefore(rec, piece.first);
      const slice = rec.samples.subarray(from, cutBefore(rec, piece.last + 1));
      if (k === 0) speechStart = (at - from) / RATE + rec.words[piece.first]!.start;
      speechEnd = (at - from) / RATE + rec.words[piece.last]!.end;
      parts.push(slice);
      at += slice.length;
    }
    placed.push({ ...take, start: start / RATE, end: at / RATE, speechStart, speechEnd });
    parts.push(pause);
    at += pause.length;
  }
  const pcm = Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
  const wavPath = join(tmp.dir, 'takes.wav');
  await writeFile(wavPath, Buffer.concat([wavHeader(RATE, 1, 16, pcm.length), pcm]));
  const { result } = await transcribeAudio({
    engine: createPocketsphinxEngine(),
    wavPath,
    language: 'en',
    tmpDir: tmp.dir,
  });
  heard = result.words;
}, 240_000);

afterAll(() => tmp?.cleanup());

const sourceId = '77777777-7777-4777-8777-777777777777';

describe('scripted story from repeated takes (real speech through pocketsphinx)', () => {
  it('chooses the complete, cleanest take of every line, the last of equals, and reports the line never read', () => {
    const lines = [script.dashwood, script.selfish, script.amiable, neverRead];
    const source = sourceOf(sourceId, heard, { filename: 'takes.wav' });
    const found = scriptLinesFound(alignScript(lines, [source]), [source]);
    const takeAt = (t: number) => placed.findIndex((p) => t >= p.start - 0.3 && t <= p.end + 0.3);
    const chosen = found.map((l) => (l.chosen === null ? null : takeAt(l.takes[l.chosen]!.start)));
    const expected = [
      placed.findIndex((p) => p.line === 'dashwood' && p.kind === 'clean'),
      placed.findIndex((p) => p.line === 'selfish' && p.kind === 'clean'),
      placed.findLastIndex((p) => p.line === 'amiable'),
      null,
    ];
    expect(chosen, JSON.stringify({ heard: heard.map((w) => w.text).join(' '), found }, null, 1)).toEqual(expected);
    // The chosen take covers its whole reading, not a part of it.
    for (const [i, l] of found.slice(0, 3).entries()) {
      const take = l.takes[l.chosen!]!;
      const p = placed[expected[i]!]!;
      // Within a word or two of the reading's ends: recognisers drop or mishear the odd word.
      expect(take.start).toBeLessThan(p.speechStart + 0.6);
      expect(take.end).toBeGreaterThan(p.speechEnd - 0.6);
    }
    // The other takes of a line are one click away.
    expect(found[0]!.takes.length).toBeGreaterThanOrEqual(2);
    // The story plays the chosen takes in script order, one chapter per line found.
    const story = scriptedContainer('88888888-8888-4888-8888-888888888888', sourceId, found).stories[0]!;
    expect(story.chapters?.map((c) => c.title)).toEqual(lines.slice(0, 3));
    expect(story.segments.map((s) => takeAt(s.start))).toEqual(expected.slice(0, 3));
  });
});
