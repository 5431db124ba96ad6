import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaInfo } from '../media/media.types';
import { createTestRunner, mediaPath } from '../media/media.test-support';
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
  const path = join(dir, name);
  await runner.run([
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=320x180:r=${fps}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=48000:cl=mono`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    path,
  ]);
  return path;
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

it('renders the switched cut: each block from its camera, the main audio throughout', async () => {
  const timeline = renderTimeline(segments, sources, 'original_no_captions', 'Podcast', {
    ...switched,
  });
  const output = join(dir, 'switched.mp4');
  await render.renderVideo({
    timeline,
    layout: 'original_no_captions',
    files,
    colours,
    branding: {},
    workDir: dir,
    output,
    onProgress: () => undefined,
  });
  const streams = await streamsOf(runner, output);
  expect(Math.abs(streams.durationSec - 4)).toBeLessThanOrEqual(1 / 30);
  const size = { width: 320, height: 180 };
  const whole = { x: 0, y: 0, w: 320, h: 180 };
  expect(countColour(await grabRgb(runner, output, 1, size), whole, '#FF0000')).toBeGreaterThan(50_000);
  expect(countColour(await grabRgb(runner, output, 3, size), whole, '#0000FF')).toBeGreaterThan(50_000);
  // The cameras are silent: what is heard is the main audio (jfk speaking from 2 s to 6 s).
  const pcm = await runner.runToBuffer(['-nostdin', '-v', 'error', '-i', output, '-ac', '1', '-f', 's16le', '-']);
  let sum = 0;
  for (let i = 0; i < pcm.length / 2; i++) sum += (pcm.readInt16LE(i * 2) / 32768) ** 2;
  expect(10 * Math.log10(sum / (pcm.length / 2))).toBeGreaterThan(-35);
}, 120_000);

it('renders the switched cut vertical, cropped from each camera', async () => {
  const timeline = renderTimeline(segments, sources, 'vertical_no_captions', 'Podcast', switched);
  const output = join(dir, 'vertical.mp4');
  await render.renderVideo({
    timeline,
    layout: 'vertical_no_captions',
    files,
    colours,
    branding: {},
    workDir: dir,
    output,
    onProgress: () => undefined,
  });
  const streams = await streamsOf(runner, output);
  expect(streams.video).toMatchObject({ width: 1080, height: 1920 });
  const size = { width: 108, height: 192 };
  const whole = { x: 0, y: 0, w: 108, h: 192 };
  expect(countColour(await grabRgb(runner, output, 1, size), whole, '#FF0000')).toBeGreaterThan(15_000);
  expect(countColour(await grabRgb(runner, output, 3, size), whole, '#0000FF')).toBeGreaterThan(15_000);
}, 120_000);
