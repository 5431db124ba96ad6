/**
 * Otto's ingest against the simplest thing that works, on the same ~10-minute file in the same
 * run: the naive pipeline is `ffmpeg` → 16 kHz WAV, then one decoder over the whole WAV, one after
 * the other. Otto's is runIngestPipeline (probe, checks, audio + waveform, thumbnails, poster,
 * voice activity, transcription, uploads). The runs alternate naive, Otto, naive, Otto, …, naive, and
 * each Otto time is compared with the mean of the naive runs either side of it, so the ratio holds
 * on a busy machine even when the absolute times do not.
 * Run: node --import tsx bench/ingest-vs-naive.bench.ts
 * BENCH_RUNS (default 2) sets the number of runs; BENCH_REPEAT (default 15: 10.6 min) how many times
 * the 42 s clip is repeated; BENCH_ENGINES=pocketsphinx,whisper picks engines.
 * The whisper case uses WHISPER_MODEL when set, else the weightless test model in ../shared/models
 * (real compute, no words: its ingest ends in a failed transcript check, timed all the same).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config/config';
import { runIngestPipeline } from '../apps/server/src/ingest/ingest.pipeline';
import { createMediaRunner } from '../apps/server/src/media/media.runner';
import type { SourceRow } from '../apps/server/src/sources/sources.repo';
import { createStorage } from '../apps/server/src/storage/create-storage';
import { parsePocketsphinxOutput } from '../apps/server/src/transcribe/pocketsphinx.engine';
import { createTranscriptionEngines } from '../apps/server/src/transcribe/transcription-engines';
import type { TranscriptionEngine } from '../apps/server/src/transcribe/transcribe.types';
import { loadVoiceActivityDetector } from '../apps/server/src/transcribe/vad';
import { createWhisperEngine } from '../apps/server/src/transcribe/whisper.engine';
import { wordErrorRate } from '../apps/server/src/transcribe/wer';

const shared = resolve(import.meta.dirname, '../../shared');
const clip = join(shared, 'media/video/auto-editor_example.mp4');
const logger = pino({ level: 'warn' });
const runs = Number(process.env.BENCH_RUNS ?? 2);

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

/** ffmpeg to a 16 kHz mono WAV, the same flags Otto's audio step uses. */
function extractWav(input: string, wav: string): void {
  const r = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${r.stderr.toString()}`);
}

/** One pocketsphinx_continuous over the whole WAV, invoked as pocketsphinx.engine.ts does. */
function naivePocketsphinx(input: string, wav: string): { seconds: number; text: string } {
  const started = performance.now();
  extractWav(input, wav);
  const r = spawnSync('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`pocketsphinx failed: ${r.stderr.toString()}`);
  const text = parsePocketsphinxOutput(r.stdout.toString('utf8'))
    .map((w) => w.text)
    .join(' ');
  return { seconds: seconds(started), text };
}

/** One whisper.cpp call over the whole WAV with every core, the engine's default thread count. */
async function naiveWhisper(input: string, wav: string, model: string): Promise<{ seconds: number; text: string }> {
  const engine = createWhisperEngine({ model: () => Promise.resolve(model) });
  await engine.modelPath(); // model loading is not what is compared
  const started = performance.now();
  extractWav(input, wav);
  const result = await engine.transcribe(wav, { language: 'en' });
  await engine.close?.();
  return { seconds: seconds(started), text: result.words.map((w) => w.text).join(' ') };
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'otto-bench-naive-'));
  try {
    const tenMinutes = join(work, 'ten-minutes.mp4');
    const list = join(work, 'list.txt');
    await writeFile(
      list,
      Array.from({ length: Number(process.env.BENCH_REPEAT ?? 15) }, () => `file '${clip}'`).join('\n'),
    );
    spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', tenMinutes]);

    const whisperModel = process.env.WHISPER_MODEL ?? join(shared, 'models/for-tests-ggml-tiny.en.bin');
    const cases: Array<{
      name: string;
      env: Record<string, string>;
      naive: (wav: string) => Promise<{ seconds: number; text: string }>;
    }> = [];
    if (spawnSync('which', ['pocketsphinx_continuous']).status === 0)
      cases.push({
        name: 'pocketsphinx',
        env: { TRANSCRIBE_ENGINE: 'pocketsphinx' },
        naive: (wav) => Promise.resolve(naivePocketsphinx(tenMinutes, wav)),
      });
    if (existsSync(whisperModel))
      cases.push({
        name: `whisper (${whisperModel.split('/').pop()})`,
        env: { TRANSCRIBE_ENGINE: 'whisper', WHISPER_MODEL: whisperModel },
        naive: (wav) => naiveWhisper(tenMinutes, wav, whisperModel),
      });
    const wanted = process.env.BENCH_ENGINES?.split(',');
    const selected = wanted ? cases.filter((c) => wanted.some((w) => c.name.startsWith(w))) : cases;

    const vad = await loadVoiceActivityDetector(logger);
    console.log(
      `voice activity: ${vad.name}; TRANSCRIBE_CONCURRENCY=${process.env.TRANSCRIBE_CONCURRENCY ?? 'default'}`,
    );
    console.log('naive s: the mean of the naive runs just before and just after that Otto run');
    console.log(
      'engine                                   | run | naive s | otto s | otto ÷ naive | words naive/otto | otto vs naive WER',
    );
    for (const c of selected) {
      const config = loadConfig({
        OTTO_DATA_DIR: join(work, 'data'),
        LOG_LEVEL: 'warn',
        ...c.env,
        ...pickEnv('TRANSCRIBE_CONCURRENCY'),
      });
      const storage = await createStorage(config);
      const engine: TranscriptionEngine = (await createTranscriptionEngines(config, logger).forImport()).engine;
      const runner = createMediaRunner({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', logger });
      const naiveRun = async () => {
        const naive = await c.naive(join(work, 'naive.wav'));
        await rm(join(work, 'naive.wav'), { force: true });
        return naive;
      };
      let before = await naiveRun();
      for (let run = 1; run <= runs; run++) {
        const dir = await mkdtemp(join(work, 'job-'));
        const source = {
          id: '00000000-0000-4000-8000-000000000001',
          projectId: '00000000-0000-4000-8000-000000000002',
          type: 'video',
          filename: 'x.mp4',
        } as SourceRow;
        const started = performance.now();
        const outcome = await runIngestPipeline({
          input: tenMinutes,
          workDir: dir,
          source,
          language: 'auto',
          runner,
          engine,
          vad,
          storage,
          logger,
          onProgress: () => undefined,
        }).catch((error: unknown) => ({ error }));
        const otto = seconds(started);
        await rm(dir, { recursive: true, force: true });
        const after = await naiveRun();
        const naive = { seconds: (before.seconds + after.seconds) / 2, text: after.text };
        before = after;
        const ottoText = 'error' in outcome ? '' : outcome.transcript.words.map((w) => w.text).join(' ');
        const naiveWords = naive.text ? naive.text.split(' ').length : 0;
        const ottoWords =
          'error' in outcome
            ? `failed (${String((outcome.error as Error).message).slice(0, 30)})`
            : String(outcome.transcript.words.length);
        const agreement = naive.text ? `${(wordErrorRate(naive.text, ottoText).wer * 100).toFixed(1)} %` : '—';
        console.log(
          `${c.name.padEnd(40)} | ${String(run).padStart(3)} | ${naive.seconds.toFixed(1).padStart(7)} | ${otto.toFixed(1).padStart(6)} | ${(otto / naive.seconds).toFixed(3).padStart(12)} | ${`${naiveWords}/${ottoWords}`.padEnd(16)} | ${agreement}`,
        );
      }
      await engine.close?.();
    }
    await vad.close?.();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function pickEnv(name: string): Record<string, string> {
  const value = process.env[name];
  return value === undefined ? {} : { [name]: value };
}

await main();
