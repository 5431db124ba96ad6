import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@otto/shared/transcript';
import type { MediaInfo } from '../media/media.types';
import { createTestRunner, makeSubjectClip, mediaPath, SUBJECT_COLOUR } from '../media/media.test-support';
import { nodeRenderFiles } from './render.files';
import { renderTimeline, type EditCut, type RenderSource } from './render.fns';
import { createRenderService } from './render.service';
import { corners, countColour, grabRgb, meanDiff, streamsOf } from './render.test-support';

const runner = createTestRunner();
const render = createRenderService({ runner, files: nodeRenderFiles });
const SRC = mediaPath('video/auto-editor_example.mp4');
const FRAME = 1 / 30;
const colours = { outlineColor: '#000000', activeColor: '#FF00FF', inactiveColor: '#FFFFFF' };

// Four words in the first cut (source 2–4 s), two in the second (10–11.5 s).
const wordsAt = (texts: string[], from: number): Word[] =>
  texts.map((text, i) => ({ text, start: from + i * 0.45, end: from + i * 0.45 + 0.4, confidence: 0.9 }));
const words = [...wordsAt(['alpha', 'beta', 'gamma', 'delta'], 2.1), ...wordsAt(['epsilon', 'zeta'], 10.2)];
const cuts: EditCut[] = [
  { sourceId: 'aaaaaaaa-0000-4000-8000-000000000001', start: 2, end: 4, text: 'alpha beta gamma delta' },
  { sourceId: 'aaaaaaaa-0000-4000-8000-000000000001', start: 10, end: 11.5, text: 'epsilon zeta' },
];

let root: string;
let info: MediaInfo;
let source: RenderSource;
let n = 0;
const work = async () => {
  const dir = join(root, `w${n++}`);
  await nodeRenderFiles.mkdir(dir);
  return dir;
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'otto-render-'));
  const probed = await runner.probe(SRC);
  if (!probed.ok) throw new Error('test media unreadable');
  info = probed.info;
  source = { id: cuts[0]!.sourceId, filename: 'example.mp4', info, words };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const files = () => new Map([[source.id, { path: SRC, info }]]);

describe('renderVideo', () => {
  it('renders the edit with karaoke captions and a logo in its corner only', async () => {
    const dir = await work();
    const output = join(dir, 'out.mp4');
    const timeline = renderTimeline(cuts, [source], 'original');
    const logo = await render.wordmark(join(root, 'cache'));
    const progress: number[] = [];
    const outcome = await render.renderVideo({
      timeline,
      layout: 'original',
      files: files(),
      colours,
      branding: { logo: { path: logo, corner: 'top-right' } },
      workDir: dir,
      output,
      onProgress: (f) => progress.push(f),
    });
    expect(outcome.mode).toBe('single_pass');
    expect(progress.at(-1)).toBe(1);

    const streams = await streamsOf(runner, output);
    expect(Math.abs(streams.durationSec - 3.5)).toBeLessThanOrEqual(FRAME);
    expect(streams.video).toMatchObject({ width: 1280, height: 720, codec: 'h264', pixFmt: 'yuv420p' });
    expect(streams.audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 48000 });

    // 0.8 s into the edit is source 2.8 s: 'beta' is being spoken, so it is drawn magenta.
    const size = { width: 1280, height: 720 };
    const lowerThird = { x: 0, y: 480, w: 1280, h: 240 };
    const during = await grabRgb(runner, output, 0.8, size);
    const original = await grabRgb(runner, SRC, 2.8, size);
    expect(countColour(during, lowerThird, colours.activeColor)).toBeGreaterThan(200);
    expect(countColour(original, lowerThird, colours.activeColor)).toBeLessThan(20);
    expect(countColour(during, lowerThird, colours.inactiveColor, 30)).toBeGreaterThan(
      countColour(original, lowerThird, colours.inactiveColor, 30) + 500,
    );

    // The logo changes its corner and nothing else there.
    const box = corners(1280, 720);
    expect(meanDiff(during, original, box['top-right'])).toBeGreaterThan(8);
    for (const corner of ['top-left', 'bottom-left', 'bottom-right'] as const) {
      expect(meanDiff(during, original, box[corner])).toBeLessThan(4);
    }
  });

  it('renders vertical 1080×1920 from a centre crop', async () => {
    const dir = await work();
    const output = join(dir, 'v.mp4');
    const timeline = renderTimeline(cuts, [source], 'vertical');
    await render.renderVideo({
      timeline,
      layout: 'vertical',
      files: files(),
      colours,
      branding: {},
      workDir: dir,
      output,
    });
    const streams = await streamsOf(runner, output);
    expect(streams.video).toMatchObject({ width: 1080, height: 1920 });
    expect(Math.abs(streams.durationSec - 3.5)).toBeLessThanOrEqual(FRAME);
    const frame = await grabRgb(runner, output, 0.8, { width: 1080, height: 1920 });
    expect(countColour(frame, { x: 0, y: 960, w: 1080, h: 960 }, colours.activeColor)).toBeGreaterThan(200);
  });

  it('keeps a speaker standing at the side inside the vertical crop, where a centre crop loses them', async () => {
    const dir = await work();
    const clip = join(dir, 'side.mp4');
    await makeSubjectClip(runner, clip, 0.15);
    const probed = await runner.probe(clip);
    if (!probed.ok) throw new Error('generated clip unreadable');
    const side: RenderSource = {
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      filename: 'side.mp4',
      info: probed.info,
      words: [],
    };
    const sideCuts: EditCut[] = [{ sourceId: side.id, start: 0.5, end: 3, text: '' }];
    const renderAs = async (layout: 'vertical_no_captions', output: string) => {
      await render.renderVideo({
        timeline: renderTimeline(sideCuts, [side], layout),
        layout,
        files: new Map([[side.id, { path: clip, info: probed.info }]]),
        colours,
        branding: {},
        workDir: dir,
        output,
      });
    };
    await renderAs('vertical_no_captions', join(dir, 'v.mp4'));
    const frame = await grabRgb(runner, join(dir, 'v.mp4'), 1, { width: 1080, height: 1920 });
    const whole = { x: 0, y: 0, w: 1080, h: 1920 };
    // The figure is 160×360 of 1280×720: scaled to the 1920 px height it covers about 427×960 px.
    expect(countColour(frame, whole, SUBJECT_COLOUR, 30)).toBeGreaterThan(0.8 * 427 * 960);
    // And a centre crop of the same source would have shown none of it.
    const source = await grabRgb(runner, clip, 1.5, { width: 1280, height: 720 });
    const centreWindow = { x: Math.round((1280 - 405) / 2), y: 0, w: 405, h: 720 };
    expect(countColour(source, centreWindow, SUBJECT_COLOUR, 30)).toBe(0);
  });

  it('adds 3 s intro and outro stills and lays the overlay from its start time', async () => {
    const dir = await work();
    const still = join(dir, 'still.png');
    const overlay = join(dir, 'overlay.mov');
    await runner.run(['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x3050C0:s=1920x1080', '-frames:v', '1', still]);
    await runner.run([
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red@0.6:s=640x360:r=30:d=1,format=rgba',
      '-c:v',
      'qtrle',
      overlay,
    ]);
    const output = join(dir, 'branded.mp4');
    const timeline = renderTimeline(cuts, [source], 'original_no_captions');
    const outcome = await render.renderVideo({
      timeline,
      layout: 'original_no_captions',
      files: files(),
      colours,
      branding: { intro: still, outro: still, overlay: { path: overlay, start: 1 } },
      workDir: dir,
      output,
    });
    expect(Math.abs(outcome.durationSec - 9.5)).toBeLessThan(1e-6);
    const streams = await streamsOf(runner, output);
    expect(Math.abs(streams.durationSec - 9.5)).toBeLessThanOrEqual(FRAME);
    const size = { width: 1280, height: 720 };
    const centre = { x: 560, y: 300, w: 160, h: 120 };
    const intro = await grabRgb(runner, output, 1, size);
    expect(countColour(intro, centre, '#3050C0', 20)).toBe(centre.w * centre.h);
    // Edit time 0.5 s (before the overlay) vs 1.5 s (inside it): only the second turns red.
    const before = await grabRgb(runner, output, 3.5, size);
    const inside = await grabRgb(runner, output, 4.5, size);
    const redness = (f: typeof before) => {
      let sum = 0;
      for (let i = 0; i < f.data.length; i += 3) sum += f.data[i]! - f.data[i + 1]!;
      return sum / (f.data.length / 3);
    };
    expect(redness(inside) - redness(before)).toBeGreaterThan(30);
  });

  it('stream-copies a whole file when nothing changes', async () => {
    const dir = await work();
    const output = join(dir, 'copy.mp4');
    const whole: EditCut[] = [{ sourceId: source.id, start: 0, end: info.durationSec, text: '' }];
    const timeline = renderTimeline(whole, [source], 'original_no_captions');
    const outcome = await render.renderVideo({
      timeline,
      layout: 'original_no_captions',
      files: files(),
      colours,
      branding: {},
      workDir: dir,
      output,
    });
    expect(outcome.mode).toBe('copy');
    const streams = await streamsOf(runner, output);
    expect(Math.abs(streams.durationSec - info.durationSec)).toBeLessThan(0.1);
  });

  it('renders long edits in parts and keeps the duration exact', async () => {
    const dir = await work();
    const output = join(dir, 'parts.mp4');
    const many: EditCut[] = Array.from({ length: 18 }, (_, i) => ({
      sourceId: source.id,
      start: 1 + i * 2,
      end: 1.4 + i * 2,
      text: '',
    }));
    const timeline = renderTimeline(many, [source], 'original');
    const outcome = await render.renderVideo({
      timeline,
      layout: 'original',
      files: files(),
      colours,
      branding: {},
      workDir: dir,
      output,
    });
    expect(outcome.mode).toBe('parts');
    const streams = await streamsOf(runner, output);
    expect(Math.abs(streams.durationSec - 18 * 0.4)).toBeLessThanOrEqual(FRAME);
    expect(streams.video?.frames).toBe(18 * 12);
  });
});

describe('renderProresCaptions', () => {
  it('writes captions on a transparent ProRes 4444 frame, timed like the edit', async () => {
    const dir = await work();
    const output = join(dir, 'captions.mov');
    const timeline = renderTimeline(cuts, [source], 'original');
    await render.renderProresCaptions({ timeline, colours, workDir: dir, output });
    const streams = await streamsOf(runner, output);
    expect(streams.video).toMatchObject({ codec: 'prores', width: 1280, height: 720 });
    // Encoded as yuva444p10le; ffmpeg's ProRes decoder reports 4444 as 12-bit.
    expect(streams.video?.pixFmt).toMatch(/^yuva444p1[02]le$/);
    expect(streams.audio).toBeUndefined();
    expect(Math.abs(streams.durationSec - 3.5)).toBeLessThanOrEqual(FRAME);
    // The alpha plane: transparent away from the captions, opaque where 'beta' is drawn.
    const alpha = await runner.runToBuffer([
      '-v',
      'error',
      '-ss',
      '0.8',
      '-i',
      output,
      '-frames:v',
      '1',
      '-vf',
      'alphaextract,format=gray',
      '-f',
      'rawvideo',
      'pipe:1',
    ]);
    let opaque = 0;
    for (const v of alpha) if (v > 200) opaque++;
    expect(opaque).toBeGreaterThan(500);
    expect(opaque).toBeLessThan(alpha.length * 0.2);
    expect(alpha[0]).toBe(0);
  });
});

describe('wordmark', () => {
  it('is drawn once into the cache and reused', async () => {
    const cache = join(root, 'cache2');
    const first = await render.wordmark(cache);
    const second = await render.wordmark(cache);
    expect(second).toBe(first);
    expect((await readdir(join(cache, 'render'))).filter((f) => f.endsWith('.png'))).toEqual(['otto-wordmark.png']);
  });
});
