import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newPage, startOtto, useProduct } from './harness';
import { editFromPrompt, exportUi, ui } from './ui';

const run = promisify(execFile);
const clip = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'otto-render-e2e-'));
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function savedActiveColour(page: Page): Promise<string | undefined> {
  const res = await page.request.get('/api/settings');
  return ((await res.json()) as { settings: { captionSettings: { activeColor?: string } } }).settings.captionSettings
    .activeColor;
}

/** What ffprobe says of a file: its duration and its video stream. */
async function probe(
  path: string,
): Promise<{ duration: number; videoCodec: string | undefined; width?: number; height?: number; pixFmt?: string }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  };
  const video = info.streams.find((s) => s.codec_type === 'video');
  return {
    duration: Number(info.format.duration),
    videoCodec: video?.codec_name,
    width: video?.width,
    height: video?.height,
    pixFmt: video?.pix_fmt,
  };
}

/**
 * The most pixels of one frame, sampled twice a second, that are the caption's pure green: the
 * speaker's footage has none, the default caption colours (yellow, white, black) are not it.
 */
async function mostGreenPixels(path: string): Promise<number> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-vf', 'fps=2,scale=640:-2', '-pix_fmt', 'rgb24', '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
  );
  const frameBytes = 640 * 360 * 3;
  let best = 0;
  for (let offset = 0; offset + frameBytes <= stdout.length; offset += frameBytes) {
    let green = 0;
    for (let i = offset; i < offset + frameBytes; i += 3) {
      if (stdout[i]! < 90 && stdout[i + 1]! > 190 && stdout[i + 2]! < 90) green++;
    }
    best = Math.max(best, green);
  }
  return best;
}

/** The edit's running time as the options bar shows it (m:ss), in seconds. */
async function durationOf(edit: Locator): Promise<number> {
  const [minutes, seconds] = (await edit.getByTestId('edit-duration').textContent())!.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

test('caption colours and branding are set in the Export MP4 settings, and the captioned video downloads', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const exports = exportUi(page);
  const { edit } = await editFromPrompt(page, {
    email: 'render@example.com',
    mode: 'social_media',
    clip: fileURLToPath(clip),
    prompt: 'Make me a 15-second clip',
  });
  const editSeconds = await durationOf(edit);

  // Captions tab: an invalid hex is marked and not applied; a valid one applies at once and is saved.
  const dialog = await exports.openMp4Settings('captions');
  const active = dialog.getByTestId('caption-colour-activeColor-input');
  await active.fill('#12');
  expect(await active.getAttribute('aria-invalid')).toBe('true');
  expect(await active.getAttribute('class')).toContain('border-danger');
  expect(await dialog.getByTestId('caption-colour-activeColor-reset').count()).toBe(0);
  await active.fill('#00FF00');
  expect(await active.getAttribute('aria-invalid')).toBe('false');
  await dialog.getByTestId('caption-colour-activeColor-reset').waitFor();
  await expect.poll(() => savedActiveColour(page), { timeout: 10_000 }).toBe('#00FF00');

  // Horizontal tab: a free user's exports carry the Otto logo top-left, so the logo upload is off
  // and the note says subscribing replaces it; the intro image is theirs to upload.
  await dialog.getByTestId('export-mp4-tab-horizontal').click();
  await dialog.getByTestId('free-watermark-note').waitFor();
  expect(await dialog.getByTestId('branding-logo-file').isDisabled()).toBe(true);
  expect(await dialog.getByTestId('logo-corner').inputValue()).toBe('top-left');
  const intro = join(scratch, 'intro.png');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=320x180', '-frames:v', '1', '-y', intro]);
  await dialog.getByTestId('branding-horizontal_intro-file').setInputFiles(intro);
  await dialog.getByTestId('branding-horizontal_intro-preview').waitFor({ timeout: 30_000 });
  expect(await dialog.getByTestId('branding-horizontal_intro-status').getAttribute('data-status')).toBe('success');
  await exports.closeMp4Settings();

  // Export 'Video with captions': the render runs as a job and its file arrives as a download.
  await exports.openMenu('video');
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await steps.byTestId('export-mp4-original').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.mp4$/);
  const saved = join(scratch, 'captioned.mp4');
  await file.saveAs(saved);
  const { duration, videoCodec } = await probe(saved);
  expect(videoCodec).toBe('h264');
  // The edit plus the 3 s intro still.
  expect(duration).toBeGreaterThan(editSeconds + 2);
  expect(duration).toBeLessThan(editSeconds + 5);
  // The active word is burned in the colour picked above.
  expect(await mostGreenPixels(saved)).toBeGreaterThan(50);
}, 420_000);

/** One frame at `atSeconds`, scaled to width×height, as RGB bytes. */
async function frameAt(path: string, atSeconds: number, width: number, height: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-ss', String(atSeconds), '-i', path, '-frames:v', '1', '-vf', `scale=${width}:${height}`].concat([
      '-pix_fmt',
      'rgb24',
      '-f',
      'rawvideo',
      '-',
    ]),
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** Pure-red pixels in each corner region (a fifth of each side) of one frame grabbed mid-video. */
async function redByCorner(path: string, atSeconds: number): Promise<Record<string, number>> {
  const stdout = await frameAt(path, atSeconds, 640, 360);
  const counts: Record<string, number> = { 'top-left': 0, 'top-right': 0, 'bottom-left': 0, 'bottom-right': 0 };
  for (let y = 0; y < 360; y++) {
    for (let x = 0; x < 640; x++) {
      const i = (y * 640 + x) * 3;
      if (!(stdout[i]! > 190 && stdout[i + 1]! < 60 && stdout[i + 2]! < 60)) continue;
      const vertical = y < 72 ? 'top' : y >= 288 ? 'bottom' : null;
      const horizontal = x < 128 ? 'left' : x >= 512 ? 'right' : null;
      if (vertical && horizontal) counts[`${vertical}-${horizontal}`]!++;
    }
  }
  return counts;
}

test("a paid user's own logo lands in the corner they chose, and only there", async () => {
  const paidOtto = await startOtto({ TRANSCRIBE_ENGINE: 'pocketsphinx', DEFAULT_SUBSCRIPTION_TIER: 'pro' });
  try {
    const page = await newPage(product.browser, paidOtto.url);
    const steps = ui(page);
    const exports = exportUi(page);
    await editFromPrompt(page, {
      email: 'studio@example.com',
      mode: 'social_media',
      clip: fileURLToPath(clip),
      prompt: 'Make me a 15-second clip',
    });

    const dialog = await exports.openMp4Settings('horizontal');
    expect(await dialog.getByTestId('free-watermark-note').count()).toBe(0);
    const logo = join(scratch, 'logo.png');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=200x200', '-frames:v', '1', '-y', logo]);
    await dialog.getByTestId('branding-logo-file').setInputFiles(logo);
    await dialog.getByTestId('branding-logo-preview').waitFor({ timeout: 30_000 });
    await dialog.getByTestId('logo-corner').selectOption('bottom-right');
    await exports.closeMp4Settings();

    await exports.openMenu('video');
    const download = page.waitForEvent('download', { timeout: 180_000 });
    await steps.byTestId('export-mp4-original_no_captions').click();
    const saved = join(scratch, 'branded.mp4');
    await (await download).saveAs(saved);
    const corners = await redByCorner(saved, 2);
    expect(corners['bottom-right']).toBeGreaterThan(200);
    expect(corners['top-left']).toBeLessThan(20);
    expect(corners['top-right']).toBeLessThan(20);
    expect(corners['bottom-left']).toBeLessThan(20);
  } finally {
    await paidOtto.stop();
  }
}, 420_000);

/** Pure-magenta pixels in one frame grabbed at `atSeconds`, scaled to 270×480. */
async function magentaPixels(path: string, atSeconds: number): Promise<number> {
  const stdout = await frameAt(path, atSeconds, 270, 480);
  let n = 0;
  for (let i = 0; i + 2 < stdout.length; i += 3)
    if (stdout[i]! > 190 && stdout[i + 1]! < 70 && stdout[i + 2]! > 190) n++;
  return n;
}

test('the Vertical and Overlay tabs shape a vertical captioned export, and the ProRes caption MOV downloads', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const exports = exportUi(page);
  const { edit } = await editFromPrompt(page, {
    email: 'vertical@example.com',
    mode: 'social_media',
    clip: fileURLToPath(clip),
    prompt: 'Make me a 15-second clip',
  });
  const editSeconds = await durationOf(edit);

  // Vertical tab: a landscape picture is refused with the spec's sentence; a 9:16 one is taken.
  const dialog = await exports.openMp4Settings('vertical');
  const wide = join(scratch, 'wide.png');
  const tall = join(scratch, 'tall.png');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=320x180', '-frames:v', '1', '-y', wide]);
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=180x320', '-frames:v', '1', '-y', tall]);
  await dialog.getByTestId('branding-vertical_outro-file').setInputFiles(wide);
  await expect
    .poll(() => dialog.getByTestId('branding-vertical_outro-error').textContent(), { timeout: 10_000 })
    .toBe('wide.png: 320x180 is not a 9:16 aspect ratio.');
  await dialog.getByTestId('branding-vertical_intro-file').setInputFiles(tall);
  await dialog.getByTestId('branding-vertical_intro-preview').waitFor({ timeout: 30_000 });

  // Overlay tab: a .mov with alpha (a magenta square on transparency), laid from 1 s once confirmed.
  await dialog.getByTestId('export-mp4-tab-overlay').click();
  const overlay = join(scratch, 'overlay.mov');
  await run('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=black@0.0:s=1080x1920:d=3,format=rgba[bg];color=c=magenta:s=400x400:d=3[sq];[bg][sq]overlay=340:760',
    '-c:v',
    'qtrle',
    '-y',
    overlay,
  ]);
  await dialog.getByTestId('branding-overlay_video_vertical-file').setInputFiles(overlay);
  await expect
    .poll(() => dialog.getByTestId('branding-overlay_video_vertical-status').getAttribute('data-status'), {
      timeout: 30_000,
    })
    .toBe('success');
  const start = dialog.getByTestId('overlay-start-overlay_video_vertical');
  await start.fill('120');
  await dialog.getByTestId('overlay-start-overlay_video_vertical-confirm').click();
  expect(await dialog.getByTestId('overlay-start-overlay_video_vertical-error').textContent()).toBe(
    'Please enter a valid time between 0 and 99 seconds',
  );
  await start.fill('1');
  await dialog.getByTestId('overlay-start-overlay_video_vertical-confirm').click();
  await dialog.getByTestId('overlay-start-overlay_video_vertical-error').waitFor({ state: 'detached' });
  await exports.closeMp4Settings();

  // 'Vertical with captions': 1080×1920, the 3 s intro first, the overlay from 1 s into the edit.
  await exports.openMenu('video');
  const verticalDownload = page.waitForEvent('download', { timeout: 300_000 });
  await steps.byTestId('export-mp4-vertical').click();
  const vertical = join(scratch, 'vertical.mp4');
  await (await verticalDownload).saveAs(vertical);
  const shape = await probe(vertical);
  expect(shape).toMatchObject({ videoCodec: 'h264', width: 1080, height: 1920 });
  expect(shape.duration).toBeGreaterThan(editSeconds + 2);
  expect(shape.duration).toBeLessThan(editSeconds + 5);
  expect(await magentaPixels(vertical, 3 + 0.5)).toBeLessThan(50);
  expect(await magentaPixels(vertical, 3 + 1.5)).toBeGreaterThan(5000);

  // Captions → 'Prores Captions (MOV)': ProRes 4444 with alpha, as long as the edit.
  await exports.openMenu('captions');
  const proresDownload = page.waitForEvent('download', { timeout: 300_000 });
  await steps.byTestId('export-prores_caption-original').click();
  const prores = join(scratch, 'captions.mov');
  const file = await proresDownload;
  expect(file.suggestedFilename()).toMatch(/\.mov$/);
  await file.saveAs(prores);
  const mov = await probe(prores);
  expect(mov.videoCodec).toBe('prores');
  expect(mov.pixFmt).toMatch(/^yuva444/);
  expect(Math.abs(mov.duration - editSeconds)).toBeLessThan(1.5);
}, 600_000);
