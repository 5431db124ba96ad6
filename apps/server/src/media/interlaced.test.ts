import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nodeRenderFiles } from '../render/render.files';
import { renderTimeline, type RenderSource } from '../render/render.fns';
import { createRenderService } from '../render/render.service';
import { streamsOf } from '../render/render.test-support';
import { prepareSourceMedia } from './media.pipeline';
import type { MediaRunner } from './media.runner';
import type { MediaInfo } from './media.types';
import { createTestRunner, interlacedShare, makeInterlacedClip } from './media.test-support';

/**
 * Interlaced footage made at test time, through the product's own probe, ingest and render, with
 * ffmpeg's idet judging every frame of what comes out. idet sees combing only where lines keep
 * their rows: a 1080i picture scaled to the 720p proxy looks progressive to it, combed or not.
 * So the proxy is checked on 576i (kept at 720x576) and the render on 1080i (kept at 1920x1080).
 */

const runner = createTestRunner();
let dir: string;
let hd: string;
let sd: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-interlaced-'));
  hd = await makeInterlacedClip(runner, join(dir, 'camera.mts'));
  sd = await makeInterlacedClip(runner, join(dir, 'broadcast.mts'), { size: '720x576' });
}, 30_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

async function probeOk(path: string): Promise<MediaInfo> {
  const probed = await runner.probe(path);
  if (!probed.ok) throw new Error(`${path} unreadable: ${probed.detail}`);
  return probed.info;
}

it('1080i50 AVCHD: probed as top field first at 25 frames a second, and idet sees combed frames', async () => {
  const info = await probeOk(hd);
  expect(info.video).toMatchObject({ width: 1920, height: 1080, rate: { num: 25, den: 1 }, fieldOrder: 'tt' });
  expect(await interlacedShare(runner, hd)).toBeGreaterThan(0.9);
});

it('576i50: the import deinterlaces its proxy, thumbnail strip and poster', async () => {
  const runs: string[][] = [];
  const recording: MediaRunner = {
    ...runner,
    run: (args, opts) => {
      runs.push([...args]);
      return runner.run(args, opts);
    },
  };
  const workDir = await mkdtemp(join(dir, 'import-'));
  const media = await prepareSourceMedia({ input: sd, workDir, kind: 'video', runner: recording });
  expect(media.info.video?.fieldOrder).toBe('tt');
  expect(await interlacedShare(runner, sd)).toBeGreaterThan(0.9);

  // A playable H.264 file, but combed in a browser: it gets a proxy, and the proxy is progressive.
  expect(media.proxyPath).toBeDefined();
  expect((await streamsOf(runner, media.proxyPath!)).video).toMatchObject({ width: 720, height: 576 });
  expect(await interlacedShare(runner, media.proxyPath!)).toBeLessThan(0.1);

  // 90-pixel tiles and a single still are too small and too few frames for idet: the runs that
  // made them show the picture deinterlaced before it was picked or scaled.
  expect(media.thumbnailsPath).toBeDefined();
  expect(media.posterPath).toBeDefined();
  const stills = runs.filter((args) => args.at(-1) === media.thumbnailsPath || args.at(-1) === media.posterPath);
  expect(stills.length).toBeGreaterThanOrEqual(2);
  for (const args of stills) expect(args[args.indexOf('-vf') + 1]).toMatch(/^bwdif=mode=send_frame:parity=tff:/);
}, 30_000);

it('1080i50: an MP4 render of a cut is progressive', async () => {
  const info = await probeOk(hd);
  const source: RenderSource = { id: 'cccccccc-0000-4000-8000-000000000001', filename: 'camera.mts', info, words: [] };
  // Part of the file: a whole-file export of H.264 could be a stream copy, which stays as it is.
  const timeline = renderTimeline(
    [{ sourceId: source.id, start: 0.4, end: 1.6, text: '' }],
    [source],
    'original_no_captions',
  );
  const workDir = await mkdtemp(join(dir, 'render-'));
  const output = join(workDir, 'export.mp4');
  const outcome = await createRenderService({ runner, files: nodeRenderFiles }).renderVideo({
    timeline,
    layout: 'original_no_captions',
    files: new Map([[source.id, { path: hd, info }]]),
    colours: { outlineColor: '#000000', activeColor: '#FF00FF', inactiveColor: '#FFFFFF' },
    branding: {},
    workDir,
    output,
  });
  expect(outcome.mode).toBe('single_pass');
  const streams = await streamsOf(runner, output);
  expect(streams.video).toMatchObject({ width: 1920, height: 1080, frames: 30 });
  expect(await interlacedShare(runner, output)).toBeLessThan(0.1);
}, 30_000);
