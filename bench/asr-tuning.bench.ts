/**
 * Offline accuracy: word error rate of bare `pocketsphinx_continuous` (Debian defaults) against
 * Otto's transcription (voice detection, chunking, the tuned decoder, the word timeline), per
 * shared speech set. The decoder was tuned on the first two sets only; the last two are held out,
 * so a setting that merely fits the tuning files shows up there.
 * Run: node --import tsx bench/asr-tuning.bench.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { createPocketsphinxEngine, parsePocketsphinxOutput } from '../apps/server/src/transcribe/pocketsphinx.engine';
import { transcribeAudio } from '../apps/server/src/transcribe/transcribe.service';
import { toWav16k } from '../apps/server/src/transcribe/transcribe.test-support';
import { loadVoiceActivityDetector } from '../apps/server/src/transcribe/vad';
import { corpusWordErrorRate } from '../apps/server/src/transcribe/wer';

const run = promisify(execFile);
const speech = resolve(import.meta.dirname, '../../shared/media/speech');

interface Recording {
  wav: string;
  reference: string;
}
interface SpeechSet {
  name: string;
  role: 'tuned on' | 'held out';
  recordings: Recording[];
}

/** 16 kHz mono WAV, one channel alone when asked (the stereo file has a speaker per channel). */
const toWav = (input: string, output: string, channel?: 0 | 1): Promise<string> =>
  toWav16k(input, output, channel === undefined ? [] : ['-af', `pan=mono|c0=c${channel}`]);

async function speechSets(dir: string): Promise<SpeechSet[]> {
  const folder = async (name: string, ext: string): Promise<Recording[]> => {
    const files = (await readdir(join(speech, name))).filter((f) => f.endsWith(ext)).sort();
    return Promise.all(
      files.map(async (f) => ({
        wav: await toWav(join(speech, name, f), join(dir, `${basename(f, ext)}.wav`)),
        reference: await readFile(join(speech, name, f.replace(ext, '.txt')), 'utf8'),
      })),
    );
  };
  // One speaker per channel; the reference names each channel's sentence.
  const stereo = join(speech, 'faster-whisper/stereo_diarization.wav');
  const channels = (await readFile(stereo.replace('.wav', '.txt'), 'utf8'))
    .split('\n')
    .map((line) => /^(LEFT|RIGHT) channel: (.+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null);
  return [
    { name: 'pocketsphinx-testdata', role: 'tuned on', recordings: await folder('pocketsphinx-testdata', '.wav') },
    { name: 'jfk', role: 'tuned on', recordings: await folder('jfk', '.wav') },
    { name: 'librispeech', role: 'held out', recordings: await folder('librispeech', '.flac') },
    {
      name: 'faster-whisper (per channel)',
      role: 'held out',
      recordings: await Promise.all(
        channels.map(async (m) => ({
          wav: await toWav(stereo, join(dir, `fw-${m[1]}.wav`), m[1] === 'LEFT' ? 0 : 1),
          reference: m[2]!,
        })),
      ),
    },
  ];
}

async function bare(wav: string): Promise<string> {
  const { stdout } = await run('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], {
    maxBuffer: 1 << 24,
  });
  return parsePocketsphinxOutput(stdout)
    .map((w) => w.text)
    .join(' ');
}

const dir = await mkdtemp(join(tmpdir(), 'otto-asr-bench-'));
try {
  const sets = await speechSets(dir);
  const tuned = createPocketsphinxEngine();
  // The same pipeline with the decoder's filler probability put back to pocketsphinx's default.
  const untuned = createPocketsphinxEngine({ extraArgs: ['-fillprob', '1e-8'] });
  const vad = await loadVoiceActivityDetector(pino({ level: 'warn' }));
  const transcript = async (engine: typeof tuned, wav: string): Promise<string> => {
    const { result } = await transcribeAudio({ engine, wavPath: wav, language: 'en', tmpDir: dir, vad });
    return result.words.map((w) => w.text).join(' ');
  };
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);
  console.log('set                              role       words   bare pocketsphinx   Otto before   Otto tuned');
  type Scored = Array<{ reference: string; hypothesis: string }>;
  const totals: Record<'bare' | 'before' | 'after', Scored> = { bare: [], before: [], after: [] };
  for (const set of sets) {
    const scored: Record<'bare' | 'before' | 'after', Scored> = { bare: [], before: [], after: [] };
    for (const r of set.recordings) {
      scored.bare.push({ reference: r.reference, hypothesis: await bare(r.wav) });
      scored.before.push({ reference: r.reference, hypothesis: await transcript(untuned, r.wav) });
      scored.after.push({ reference: r.reference, hypothesis: await transcript(tuned, r.wav) });
    }
    for (const k of ['bare', 'before', 'after'] as const) totals[k].push(...scored[k]);
    const words = corpusWordErrorRate(scored.bare).referenceWords;
    console.log(
      `${set.name.padEnd(32)} ${set.role.padEnd(9)} ${String(words).padStart(6)}   ${pct(corpusWordErrorRate(scored.bare).wer)}           ${pct(corpusWordErrorRate(scored.before).wer)}       ${pct(corpusWordErrorRate(scored.after).wer)}`,
    );
  }
  const all = (pairs: Scored) => pct(corpusWordErrorRate(pairs).wer);
  console.log(
    `${'all'.padEnd(32)} ${''.padEnd(9)} ${''.padStart(6)}   ${all(totals.bare)}           ${all(totals.before)}       ${all(totals.after)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
