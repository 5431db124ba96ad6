/**
 * Render cost: wall time ÷ output duration for the MP4 and ProRes caption renderer, on the real
 * ffmpeg the server runs (libx264 veryfast CRF 20, prores_ks 4444).
 * Run: node --import tsx bench/render.bench.ts
 * Media: ../shared/media/video/auto-editor_example.mp4 (42 s, 720p30), and a 1080p copy of it made
 * here first (scaled, x264 ultrafast) so the captioned cases run at 1080p. The edit is six cuts of
 * 5 s with a word every 0.4 s, so captions change as often as they would on fast speech.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import type { Word } from '@otto/shared/transcript';
import { createMediaRunner } from '../apps/server/src/media/media.runner';
import type { MediaInfo } from '../apps/server/src/media/media.types';
import { nodeRenderFiles } from '../apps/server/src/render/render.files';
import { cutSpecs, renderTimeline, type EditCut, type RenderSource } from '../apps/server/src/render/render.fns';
import { frameSubjects } from '../apps/server/src/render/render.framing';
import { createRenderService, type Branding, type RenderOutcome } from '../apps/server/src/render/render.service';
import type { Layout } from '@otto/shared/project';

const clip = resolve(import.meta.dirname, '../../shared/media/video/auto-editor_example.mp4');
const runner = createMediaRunner({
  ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
  ffprobePath: process.env.FFPROBE_PATH ?? 'ffprobe',
  logger: pino({ level: 'warn' }),
});
const render = createRenderService({ runner, files: nodeRenderFiles });
const colours = { outlineColor: '#000000', activeColor: '#FFD400', inactiveColor: '#FFFFFF' };
const ID = '00000000-0000-4000-8000-000000000001';

async function probeOrThrow(path: string): Promise<MediaInfo> {
  const probed = await runner.probe(path);
  if (!probed.ok) throw new Error(`cannot read ${path}`);
  return probed.info;
}

function source(info: MediaInfo): RenderSource {
  const words: Word[] = [];
  for (let t = 0; t + 0.4 < info.durationSec; t += 0.4)
    words.push({ text: `word${words.length % 50}`, start: t, end: t + 0.35, confidence: 1 });
  return { id: ID, filename: 'clip.mp4', info, words };
}

const cuts: EditCut[] = Array.from({ length: 6 }, (_, i) => ({
  sourceId: ID,
  start: 1 + i * 6.5,
  end: 6 + i * 6.5,
  text: '',
}));

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'otto-bench-render-'));
  try {
    const hd = join(work, 'clip-1080p.mp4');
    await runner.run([
      '-v',
      'error',
      '-i',
      clip,
      '-vf',
      'scale=1920:1080',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '18',
      '-c:a',
      'copy',
      hd,
    ]);
    const info720 = await probeOrThrow(clip);
    const info1080 = await probeOrThrow(hd);
    const logo = await render.wordmark(join(work, 'cache'));
    let n = 0;

    const time = async (label: string, run: (dir: string, output: string) => Promise<RenderOutcome>, ext = 'mp4') => {
      const dir = join(work, `case-${n++}`);
      await nodeRenderFiles.mkdir(dir);
      const started = performance.now();
      const outcome = await run(dir, join(dir, `out.${ext}`));
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${label.padEnd(44)} ${outcome.mode.padEnd(12)} output ${outcome.durationSec.toFixed(1).padStart(5)} s  render ${seconds.toFixed(1).padStart(5)} s  ratio ${(seconds / outcome.durationSec).toFixed(2)}`,
      );
    };
    const video =
      (info: MediaInfo, layout: Layout, edit: EditCut[], branding: Branding) => (dir: string, output: string) =>
        render.renderVideo({
          timeline: renderTimeline(edit, [source(info)], layout),
          layout,
          files: new Map([[ID, { path: info === info720 ? clip : hd, info }]]),
          colours,
          branding,
          workDir: dir,
          output,
        });

    console.log(
      `cpus: load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (ratio = render time ÷ output duration; < 1 is faster than real time)`,
    );
    await time(
      'stream copy, whole 720p file',
      video(info720, 'original_no_captions', [{ sourceId: ID, start: 0, end: info720.durationSec, text: '' }], {}),
    );
    await time('6 cuts 1080p, no captions', video(info1080, 'original_no_captions', cuts, {}));
    await time(
      '6 cuts 1080p, captions + logo',
      video(info1080, 'original', cuts, { logo: { path: logo, corner: 'top-left' } }),
    );
    await time('6 cuts vertical 1080×1920, captions', video(info1080, 'vertical', cuts, {}));
    // The subject search that vertical renders run first, alone (included in the line above).
    const framingStarted = performance.now();
    const specs = cutSpecs(renderTimeline(cuts, [source(info1080)], 'vertical'), new Map([[ID, hd]]));
    await frameSubjects(runner, specs, new Map([[hd, info1080]]), {
      width: 1080,
      height: 1920,
      rate: { num: 30, den: 1 },
    });
    const framingSeconds = (performance.now() - framingStarted) / 1000;
    const editSeconds = cuts.reduce((sum, c) => sum + c.end - c.start, 0);
    console.log(
      `${'  of which subject framing (6 cuts)'.padEnd(44)} ${''.padEnd(12)} output ${editSeconds.toFixed(1).padStart(5)} s  framing ${framingSeconds.toFixed(2).padStart(5)} s  ratio ${(framingSeconds / editSeconds).toFixed(3)}`,
    );
    const many: EditCut[] = Array.from({ length: 40 }, (_, i) => ({ sourceId: ID, start: i, end: i + 0.75, text: '' }));
    await time('40 cuts 1080p captions (parts + join)', video(info1080, 'original', many, {}));
    await time(
      'ProRes 4444 captions 1080p',
      (dir, output) =>
        render.renderProresCaptions({
          timeline: renderTimeline(cuts, [source(info1080)], 'original'),
          colours,
          workDir: dir,
          output,
        }),
      'mov',
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
