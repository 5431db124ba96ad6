import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaInfo } from '../media/media.types';
import { lavfi } from '../media/ffmpeg.args';
import { createTestRunner, FAST_H264, mediaPath, writeWithFfmpeg } from '../media/media.test-support';
import { nodeRenderFiles } from './render.files';
import { renderTimeline, type RenderSource } from './render.fns';
import { createRenderService } from './render.service';
import { countColour, grabRgb, streamsOf } from './render.test-support';

const runner = createTestRunner();
const render = createRenderService({ runner, files: nodeRenderFiles });
const colours = { outlineColor: '#000000', activeColor: '#FF00FF', inactiveColor: '#FFFFFF' };
const ids = {
  cam1: 'bbbbbbbb-0000-4000-8000-000000000001',
  cam2: 'bbbbbbbb-0000-4000-8000-000000000002',
  main: 'bbbbbbbb-0000-4000-8000-000000000003',
};
let dir: string;
const files = new Map<string, { path: string; info: MediaInfo }>();
const sources: RenderSource[] = [];

/** A silent camera filming one colour. */
async function camera(name: string, colour: string, fps: number, seconds: number): Promise<string> {
  return writeWithFfmpeg(
    runner,
    [
      ...lavfi(`color=c=${colour}:s=320x180:r=${fps}:d=${seconds}`),
      ...lavfi('anullsrc=r=48000:cl=mono'),
      '-t',
      String(seconds),
      ...FAST_H264,
      '-c:a',
      'aac',
    ],
    join(dir, name),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-render-mc-'));
  const paths = {
    cam1: await camera('red.mp4', 'red', 30, 10),
    cam2: await camera('blue.mp4', 'blue', 25, 12),
    main: mediaPath('speech/jfk/jfk.wav'),
  };
  for (const [key, path] of Object.entries(paths) as [keyof typeof ids, string][]) {
    const probed = await runner.probe(path);
    if (!probed.ok) throw new Error(`${path} unreadable`);
    files.set(ids[key], { path, info: probed.info });
    sources.push({ id: ids[key], filename: path.split('/').pop()!, info: probed.info, words: [] });
  }
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

// Camera 1 rolled 1 s after the main recorder, camera 2 1 s before it.
const switched = {
  camBlocks: [
    [
      { camera: 1, start: 2, end: 4 },
      { camera: 2, start: 4, end: 6 },
    ],
  ],
  cameras: [
    { camera: 1, sourceId: ids.cam1, offsetSec: 1 },
    { camera: 2, sourceId: ids.cam2, offsetSec: -1 },
  ],
};
const segments = [{ sourceId: ids.main, start: 2, end: 6, text: 'and so my fellow americans' }];

/** Renders the switched cut in `layout` to `name` in the work folder. */
async function renderSwitched(layout: 'original_no_captions' | 'vertical_no_captions', name: string): Promise<string> {
  const timeline = renderTimeline(segments, sources, layout, 'Podcast', switched);
  const output = join(dir, name);
  await render.renderVideo({
    timeline,
    layout,
    files,
    colours,
    branding: {},
    workDir: dir,
    output,
    onProgress: () => undefined,
  });
  return output;
}

/** Camera 1 (red) fills the picture at 1 s, camera 2 (blue) at 3 s: `min` of the pixels grabbed at `size`. */
async function expectCamerasInTurn(output: string, size: { width: number; height: number }, min: number) {
  const whole = { x: 0, y: 0, w: size.width, h: size.height };
  expect(countColour(await grabRgb(runner, output, 1, size), whole, '#FF0000')).toBeGreaterThan(min);
  expect(countColour(await grabRgb(runner, output, 3, size), whole, '#0000FF')).toBeGreaterThan(min);
}

it('renders the switched cut: each block from its camera, the main audio throughout', async () => {
  const output = await renderSwitched('original_no_captions', 'switched.mp4');
  const streams = await streamsOf(runner, output);
  expect(Math.abs(streams.durationSec - 4)).toBeLessThanOrEqual(1 / 30);
  await expectCamerasInTurn(output, { width: 320, height: 180 }, 50_000);
  // The cameras are silent: what is heard is the main audio (jfk speaking from 2 s to 6 s).
  const pcm = await runner.runToBuffer(['-nostdin', '-v', 'error', '-i', output, '-ac', '1', '-f', 's16le', '-']);
  let sum = 0;
  for (let i = 0; i < pcm.length / 2; i++) sum += (pcm.readInt16LE(i * 2) / 32768) ** 2;
  expect(10 * Math.log10(sum / (pcm.length / 2))).toBeGreaterThan(-35);
}, 120_000);

it('renders the switched cut vertical, cropped from each camera', async () => {
  const output = await renderSwitched('vertical_no_captions', 'vertical.mp4');
  const streams = await streamsOf(runner, output);
  expect(streams.video).toMatchObject({ width: 1080, height: 1920 });
  await expectCamerasInTurn(output, { width: 108, height: 192 }, 15_000);
}, 120_000);
