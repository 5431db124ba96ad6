import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createPocketsphinxEngine, parsePocketsphinxOutput } from './pocketsphinx.engine';
import { makeTempDir, mediaPath, toWav16k } from './transcribe.test-support';
import { corpusWordErrorRate, type WerResult } from './wer';

/** Accuracy of the offline engine on real recordings with reference transcripts. */
const run = promisify(execFile);
const engine = createPocketsphinxEngine();
let tmp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  tmp = await makeTempDir();
});
afterAll(() => tmp.cleanup());

async function hypothesis(wav: string): Promise<string> {
  const result = await engine.transcribe(wav, { language: 'en' });
  return result.words.map((w) => w.text).join(' ');
}

async function score(pairs: Array<{ wav: string; txt: string }>): Promise<WerResult> {
  const scored = [];
  for (const { wav, txt } of pairs)
    scored.push({ reference: await readFile(txt, 'utf8'), hypothesis: await hypothesis(wav) });
  return corpusWordErrorRate(scored);
}

function report(name: string, r: WerResult): void {
  console.log(
    `pocketsphinx WER on ${name}: ${(r.wer * 100).toFixed(1)} % (${r.referenceWords} reference words; S ${r.substitutions}, D ${r.deletions}, I ${r.insertions})`,
  );
}

describe('pocketsphinx word error rate', () => {
  it('stays at or under 35 % on the LibriSpeech test-clean utterances, held out from tuning, and beats bare pocketsphinx there', async () => {
    const dir = mediaPath('speech/librispeech');
    const flacs = (await readdir(dir)).filter((f) => f.endsWith('.flac')).sort();
    expect(flacs.length).toBeGreaterThanOrEqual(6);
    const pairs = await Promise.all(
      flacs.map(async (f) => ({
        wav: await toWav16k(join(dir, f), join(tmp.dir, `${basename(f, '.flac')}.wav`)),
        txt: join(dir, f.replace(/\.flac$/, '.txt')),
      })),
    );
    const r = await score(pairs);
    report(`LibriSpeech (${flacs.length} files)`, r);
    expect(r.wer).toBeLessThanOrEqual(0.35);
    // Debian's decoder with its own defaults, over the same files: the tuned engine must do better.
    const bare = corpusWordErrorRate(
      await Promise.all(
        pairs.map(async ({ wav, txt }) => {
          const { stdout } = await run('pocketsphinx_continuous', [
            '-infile',
            wav,
            '-time',
            'yes',
            '-logfn',
            '/dev/null',
          ]);
          const hypothesis = parsePocketsphinxOutput(stdout)
            .map((w) => w.text)
            .join(' ');
          return { reference: await readFile(txt, 'utf8'), hypothesis };
        }),
      ),
    );
    report(`LibriSpeech, bare pocketsphinx_continuous`, bare);
    expect(r.wer).toBeLessThan(bare.wer);
  }, 180_000);

  it('is measured on the pocketsphinx test data and JFK (figures only)', async () => {
    const dir = mediaPath('speech/pocketsphinx-testdata');
    const wavs = (await readdir(dir)).filter((f) => f.endsWith('.wav')).sort();
    const testdata = await score(wavs.map((f) => ({ wav: join(dir, f), txt: join(dir, f.replace(/\.wav$/, '.txt')) })));
    report(`pocketsphinx-testdata (${wavs.length} files)`, testdata);
    const jfk = await score([{ wav: mediaPath('speech/jfk/jfk.wav'), txt: mediaPath('speech/jfk/jfk.txt') }]);
    report('JFK inaugural (applause, 1961 recording)', jfk);
    expect(testdata.referenceWords).toBeGreaterThan(0);
    expect(jfk.referenceWords).toBe(22);
  }, 180_000);
});
