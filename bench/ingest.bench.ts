/**
 * Ingest cost: processing time ÷ media duration for the real pipeline (probe, validate, proxy
 * when needed, 16 kHz audio, waveform, thumbnails, voice activity, transcription), per engine.
 * Run: node --import tsx bench/ingest.bench.ts
 * Media: ../shared/media/video/auto-editor_example.mp4 (42 s) and a ~10-minute file made by
 * concatenating it (stream copy). The whisper figure uses WHISPER_MODEL when set, else the
 * weightless test model in ../shared/models (it runs the real compute, but returns no words).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config/config';
import { runIngestPipeline } from '../apps/server/src/ingest/ingest.pipeline';
import { probe } from '../apps/server/src/media/ffprobe';
import { createMediaRunner } from '../apps/server/src/media/media.runner';
import type { SourceRow } from '../apps/server/src/sources/sources.repo';
import { createStorage } from '../apps/server/src/storage/create-storage';
import { createTranscriptionEngines } from '../apps/server/src/transcribe/transcription-engines';
import { loadVoiceActivityDetector } from '../apps/server/src/transcribe/vad';

const shared = resolve(import.meta.dirname, '../../shared');
const clip = join(shared, 'media/video/auto-editor_example.mp4');
const logger = pino({ level: 'warn' });

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'otto-bench-ingest-'));
  try {
    const tenMinutes = join(work, 'ten-minutes.mp4');
    const list = join(work, 'list.txt');
    await writeFile(list, Array.from({ length: 15 }, () => `file '${clip}'`).join('\n'));
    spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', tenMinutes]);

    const engines: Array<{ name: string; env: Record<string, string> }> = [];
    if (spawnSync('which', ['pocketsphinx_continuous']).status === 0) engines.push({ name: 'pocketsphinx', env: { TRANSCRIBE_ENGINE: 'pocketsphinx' } });
    const whisperModel = process.env.WHISPER_MODEL ?? join(shared, 'models/for-tests-ggml-tiny.en.bin');
    if (existsSync(whisperModel)) engines.push({ name: `whisper (${whisperModel.split('/').pop()})`, env: { TRANSCRIBE_ENGINE: 'whisper', WHISPER_MODEL: whisperModel } });
    if (process.env.OPENAI_TRANSCRIBE_URL) engines.push({ name: 'openai', env: { TRANSCRIBE_ENGINE: 'openai', OPENAI_TRANSCRIBE_URL: process.env.OPENAI_TRANSCRIBE_URL } });

    // BENCH_ENGINES=pocketsphinx,whisper picks engines by name prefix.
    const wanted = process.env.BENCH_ENGINES?.split(',');
    if (wanted) engines.splice(0, engines.length, ...engines.filter((e) => wanted.some((w) => e.name.startsWith(w))));
    const vad = await loadVoiceActivityDetector(logger);
    console.log('engine                                   | media        | duration s | ingest s | ingest ÷ duration | words');
    for (const engineCase of engines) {
      const config = loadConfig({ OTTO_DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn', ...engineCase.env });
      const storage = await createStorage(config);
      const engine = (await createTranscriptionEngines(config, logger).forImport()).engine;
      const runner = createMediaRunner({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', logger });
      for (const [label, input] of [
        ['42 s clip', clip],
        ['10 min file', tenMinutes],
      ] as const) {
        const dir = await mkdtemp(join(work, 'job-'));
        const source = { id: '00000000-0000-4000-8000-000000000001', projectId: '00000000-0000-4000-8000-000000000002', type: 'video', filename: 'x.mp4' } as SourceRow;
        const started = performance.now();
        const outcome = await runIngestPipeline({ input, workDir: dir, source, language: 'auto', runner, engine, vad, storage, logger, onProgress: () => undefined }).catch(
          (error: unknown) => ({ error }),
        );
        const seconds = (performance.now() - started) / 1000;
        await rm(dir, { recursive: true, force: true });
        const probed = await probe(input, { ffprobePath: 'ffprobe' });
        const duration = probed.ok ? probed.info.durationSec : NaN;
        const words = 'error' in outcome ? `failed: ${String((outcome.error as Error).message).slice(0, 40)}` : outcome.transcript.words.length;
        console.log(
          `${engineCase.name.padEnd(40)} | ${label.padEnd(12)} | ${duration.toFixed(1).padStart(10)} | ${seconds.toFixed(1).padStart(8)} | ${(seconds / duration).toFixed(3).padStart(17)} | ${words}`,
        );
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
