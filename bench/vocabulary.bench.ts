/**
 * What the project vocabulary ("Names and terms") does to pocketsphinx transcripts of the shared
 * speech: each recording's long words (7+ letters, what a user would list: names, places, jargon)
 * are given as its vocabulary. Prints how many of those words come out right without and with it,
 * the word error rate both ways, and, with another recording's vocabulary (words not said), how
 * many words it wrongly changed.
 * Run: node --import tsx bench/vocabulary.bench.ts
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createPocketsphinxEngine } from '../apps/server/src/transcribe/pocketsphinx.engine';
import { toWav16k } from '../apps/server/src/transcribe/transcribe.test-support';
import { corpusWordErrorRate, normaliseWords, wordErrorRate } from '../apps/server/src/transcribe/wer';

const speech = resolve(import.meta.dirname, '../../shared/media/speech');
const engine = createPocketsphinxEngine({ concurrency: 1 });

async function recordings(dir: string) {
  const out: { name: string; wav: string; reference: string }[] = [];
  for (const [folder, ext] of [
    ['pocketsphinx-testdata', '.wav'],
    ['jfk', '.wav'],
    ['librispeech', '.flac'],
  ] as const) {
    for (const f of (await readdir(join(speech, folder))).filter((x) => x.endsWith(ext)).sort()) {
      const reference = (await readFile(join(speech, folder, f.replace(ext, '.txt')), 'utf8')).replace(
        /^\S+-\d+ /gm,
        '',
      );
      out.push({
        name: f,
        wav: await toWav16k(join(speech, folder, f), join(dir, `${basename(f, ext)}.wav`)),
        reference,
      });
    }
  }
  return out;
}

const longWords = (text: string) => [...new Set(normaliseWords(text).filter((w) => w.length >= 7))];
const said = async (wav: string, vocabulary?: string[]) =>
  (await engine.transcribe(wav, { language: 'en', vocabulary })).words.map((w) => w.text.toLowerCase()).join(' ');

const dir = await mkdtemp(join(tmpdir(), 'otto-vocabulary-bench-'));
try {
  const all = await recordings(dir);
  let terms = 0;
  let rightWithout = 0;
  let rightWith = 0;
  let changedWrongly = 0;
  let wordsChecked = 0;
  const without: { reference: string; hypothesis: string }[] = [];
  const withVocabulary: { reference: string; hypothesis: string }[] = [];
  for (const [i, r] of all.entries()) {
    const vocabulary = longWords(r.reference);
    const plain = await said(r.wav);
    const helped = await said(r.wav, vocabulary);
    without.push({ reference: r.reference, hypothesis: plain });
    withVocabulary.push({ reference: r.reference, hypothesis: helped });
    terms += vocabulary.length;
    rightWithout += vocabulary.filter((v) => normaliseWords(plain).includes(v)).length;
    rightWith += vocabulary.filter((v) => normaliseWords(helped).includes(v)).length;
    // Another recording's words, not said here: every change is a false correction.
    const other = longWords(all[(i + 5) % all.length]!.reference).filter(
      (w) => !normaliseWords(r.reference).includes(w),
    );
    const misled = await said(r.wav, other);
    const edits = wordErrorRate(plain, misled);
    wordsChecked += edits.referenceWords;
    const changed = edits.substitutions + edits.deletions + edits.insertions;
    changedWrongly += changed;
    if (changed) console.log(`  misled by ${other.join(', ')}: ${misled}`);
    console.log(`${r.name}: ${vocabulary.length} terms\n  without: ${plain}\n  with:    ${helped}`);
  }
  const wer = (pairs: typeof without) => (corpusWordErrorRate(pairs).wer * 100).toFixed(1);
  console.log(`\n${all.length} recordings, ${terms} terms (reference words of 7+ letters)`);
  console.log(`terms transcribed right: ${rightWithout} without the vocabulary, ${rightWith} with it`);
  console.log(`word error rate: ${wer(without)} % without, ${wer(withVocabulary)} % with`);
  console.log(`another recording's terms (not said): ${changedWrongly} of ${wordsChecked} words changed`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
