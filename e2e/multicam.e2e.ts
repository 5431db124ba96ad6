import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

// The shared multicam set: two cameras (started 1.5 s and 4.5 s into the main audio) and the main audio.
const media = (name: string) => fileURLToPath(new URL(`../../shared/media/multicam/${name}`, import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'otto-e2e-multicam-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Every text the multicam stage line shows from now on, in order, however briefly it shows. */
async function recordStages(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { multicamStages: string[] }).multicamStages = seen;
    const look = () => {
      const text = document.querySelector('[data-testid="multicam-stage"]')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { multicamStages: string[] }).multicamStages);
}

/** Signs up, picks Podcast and imports camA, camB and the main audio through the multicam view. */
async function importPodcast(page: Page, email: string) {
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp(email, 'correct horse battery');
  await steps.createProject('podcast');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const view = steps.byTestId('multicam-import');
  await view.waitFor();

  // Empty: the view asks for the cameras and offers the demo.
  expect(await view.getByTestId('multicam-hint').textContent()).toBe('Add your video files, then click start');
  await view.getByText('Or try out our demo project').waitFor();
  expect(await view.getByTestId('multicam-import-start').isDisabled()).toBe(true);

  await view.getByTestId('multicam-input-camera').setInputFiles([media('camA.mp4'), media('camB.mp4')]);
  await view.getByTestId('multicam-slot-camera-2').getByText('camB.mp4').waitFor();
  expect(await view.getByTestId('multicam-slot-camera-1').textContent()).toContain('camA.mp4');
  // Two cameras and no separate audio: pick the best camera audio, or add a file.
  expect(await view.getByTestId('multicam-hint').textContent()).toBe('Select your main audio, then click start');
  expect(await view.getByTestId('multicam-warning').textContent()).toBe(
    'Please select the file with the best audio quality, or import a separate file.',
  );

  // A camera's own audio can be main; then an added audio file would go unused, and the view says so.
  await view.getByRole('radio', { name: /Use Camera 2 \(camB\.mp4\) as the main audio/ }).check();
  await view.getByTestId('multicam-input-main-audio').setInputFiles(media('main_audio.wav'));
  const audioRadio = view.getByRole('radio', { name: /Use Main audio \(main_audio\.wav\) as the main audio/ });
  await audioRadio.waitFor();
  await expect
    .poll(() => view.getByTestId('multicam-warning').allTextContents())
    .toEqual(['Warning: the audio file you added will not be used because another file is selected as main audio.']);
  // The separate recording is the better sound: it becomes the main audio, and the warning goes.
  await audioRadio.check();
  await expect.poll(() => view.getByTestId('multicam-warning').count()).toBe(0);
  await expect
    .poll(async () => (await page.request.get(`/api/projects/${projectId}`).then((r) => r.json())).project.mainAudioId)
    .toBeTruthy();

  const stages = await recordStages(page);
  const start = page.waitForRequest((r) => r.url().endsWith('/api/multicam/start-project') && r.method() === 'POST');
  const ingests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/multicam/file-ingest'))
      ingests.push((r.postDataJSON() as { filename: string }).filename);
  });
  await view.getByTestId('multicam-import-start').click();
  const body = (await start).postDataJSON() as { main_audio_id: string; files: { media_type: string }[] };
  expect(body.files.map((f) => f.media_type).sort()).toEqual(['audio', 'video', 'video']);

  // Once uploaded and processed the footage is analysed, and then the project is ready to edit.
  await view.getByText('Ready to edit').waitFor({ timeout: 240_000 });
  expect(await stages()).toEqual(['Analyzing multicam...', 'Ready to edit']);
  expect(ingests.sort()).toEqual(['camA.mp4', 'camB.mp4', 'main_audio.wav']);
  const sources = (await page.request.get(`/api/projects/${projectId}/sources`).then((r) => r.json())) as {
    filename: string;
    syncOffsetSec: number | null;
  }[];
  const offsets = JSON.parse(await readFile(media('offsets.json'), 'utf8')) as {
    offsets_seconds_on_main_timeline: Record<string, number>;
  };
  for (const s of sources)
    expect(Math.abs(s.syncOffsetSec! - offsets.offsets_seconds_on_main_timeline[s.filename]!)).toBeLessThan(1 / 25);
  return { projectId, steps };
}

test('a rough cut switches between the standard import and the multicam view until files are added', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('rough-multicam@example.com', 'correct horse battery');
  await steps.createProject('rough_cut');
  await steps.byTestId('import-card').waitFor();
  const standard = steps.byTestId('project-type-standard');
  expect(await standard.getAttribute('aria-checked')).toBe('true');

  // The second segment opens the multicam view; the first brings the standard card back.
  await steps.byTestId('project-type-multicam').click();
  await steps.byTestId('multicam-import').waitFor();
  await steps.byTestId('project-type-standard').click();
  await steps.byTestId('import-card').waitFor();
  await steps.byTestId('project-type-multicam').click();
  const view = steps.byTestId('multicam-import');
  await view.waitFor();

  // With a file added the type is settled: the control locks.
  await view.getByTestId('multicam-input-camera').setInputFiles(media('camA.mp4'));
  await view.getByTestId('multicam-slot-camera-1').getByText('camA.mp4').waitFor();
  await expect.poll(() => steps.byTestId('project-type-standard').isDisabled()).toBe(true);
  expect(await view.getByTestId('multicam-hint').textContent()).toBe('Add your video files, then click start');
});

test('a rough cut: the project type clicked stays when project copies fetched before the click answer late', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('late-answer@example.com', 'correct horse battery');

  // On a slow network (or a loaded server) the project fetches sent as the project opens answer after the clicks.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<unknown>[] = [];
  const projectGets = (url: URL) => /^\/api\/projects(\/[0-9a-f-]{36})?$/.test(url.pathname);
  await page.route(projectGets, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const stale = await route.fetch();
    const answered = released.then(() => route.fulfill({ response: stale }));
    held.push(answered);
    await answered;
  });
  await steps.createProject('rough_cut');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await steps.byTestId('import-card').waitFor();
  await steps.byTestId('project-type-multicam').click();
  await steps.byTestId('multicam-import').waitFor();
  await steps.byTestId('project-type-standard').click();
  await steps.byTestId('import-card').waitFor();
  await steps.byTestId('project-type-multicam').click();
  await steps.byTestId('multicam-import').waitFor();
  const category = async () =>
    (await page.request.get(`/api/projects/${projectId}`).then((r) => r.json())).project.category as string;
  await expect.poll(category).toBe('multicam');
  expect(held.length).toBeGreaterThan(0);
  release();
  await Promise.all(held);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await steps.byTestId('project-type-multicam').getAttribute('aria-checked')).toBe('true');
  expect(await steps.byTestId('multicam-import').isVisible()).toBe(true);
  await page.unroute(projectGets);
});

test('a main audio chosen while an older copy of the project is still on its way stays chosen', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('slow-network@example.com', 'correct horse battery');
  await steps.createProject('podcast');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const view = steps.byTestId('multicam-import');
  await view.getByTestId('multicam-input-camera').setInputFiles([media('camA.mp4'), media('camB.mp4')]);
  await view.getByTestId('multicam-slot-camera-2').getByText('camB.mp4').waitFor();
  await view.getByRole('radio', { name: /Use Camera 2 \(camB\.mp4\)/ }).check();

  // On a slow network the project refetch that follows an added file answers late, with camB as main audio.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const projectUrl = (url: URL) => url.pathname === `/api/projects/${projectId}`;
  await page.route(projectUrl, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const stale = await route.fetch();
    await released;
    await route.fulfill({ response: stale });
  });
  const late = page.waitForResponse((r) => projectUrl(new URL(r.url())) && r.request().method() === 'GET');
  await view.getByTestId('multicam-input-main-audio').setInputFiles(media('main_audio.wav'));
  const audioRadio = view.getByRole('radio', { name: /Use Main audio \(main_audio\.wav\)/ });
  await audioRadio.check();
  const sources = (await page.request.get(`/api/projects/${projectId}/sources`).then((r) => r.json())) as {
    id: string;
    filename: string;
  }[];
  const audioId = sources.find((s) => s.filename === 'main_audio.wav')!.id;
  await expect
    .poll(async () => (await page.request.get(`/api/projects/${projectId}`).then((r) => r.json())).project.mainAudioId)
    .toBe(audioId);
  release();
  await (await late).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The late copy does not undo the click: the separate recording stays the main audio, without the warning.
  expect(await audioRadio.isChecked()).toBe(true);
  expect(await view.getByTestId('multicam-warning').count()).toBe(0);
  await page.unroute(projectUrl);
});

test('a podcast: two cameras and a main audio go through the multicam view, are analysed and ready to edit', async () => {
  const page = await product.newPage();
  await importPodcast(page, 'podcaster@example.com');
  // The type control locked once the import started.
  expect(await page.getByTestId('project-type-overlapping').isDisabled()).toBe(true);
});

test('a podcast edit: camera blocks in the chat, the switched cut plays, exports with mc-clip and an MP4', async () => {
  const page = await product.newPage();
  const { steps } = await importPodcast(page, 'podcast-edit@example.com');
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 60_000 }).toBe(true);
  await input.fill('make a podcast edit');
  await page.keyboard.press('Enter');
  const edit = steps.byTestId('edit-result').last();
  await edit.waitFor({ timeout: 180_000 });

  // The text blocks carry their camera blocks inline.
  const blocks = edit.getByTestId('text-blocks');
  await blocks.waitFor();
  expect(await blocks.getByTestId('cam-block').count()).toBeGreaterThan(0);
  expect(await blocks.getByTestId('cam-block').first().textContent()).toMatch(/^Cam [12] · \d+:\d\d–\d+:\d\d$/);

  // The switched cut plays, with the main audio under it.
  await edit.getByTestId('player-play').click();
  await expect.poll(() => edit.getByTestId('player').getAttribute('data-state')).toBe('playing');
  await expect
    .poll(() => edit.getByTestId('player-main-audio').evaluate((a: HTMLAudioElement) => a.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);

  // Before a prompt these were locked; a prompted edit offers them.
  const exportFile = async (entry: string, section?: string) => {
    await edit.getByTestId('export-button').click();
    await page.getByTestId('export-menu').waitFor();
    if (section) await page.getByTestId(`export-section-${section}`).click();
    const download = page.waitForEvent('download', { timeout: 240_000 });
    await page.getByTestId(entry).click();
    const file = await download;
    const gotIt = page.getByTestId('guide-got-it');
    if (await gotIt.isVisible()) await gotIt.click();
    const saved = join(scratch, file.suggestedFilename());
    await file.saveAs(saved);
    return { name: file.suggestedFilename(), path: saved };
  };
  const premiere = await exportFile('export-premiere-original');
  expect(premiere.name).toMatch(/\.xml$/);
  const premiereXml = await readFile(premiere.path, 'utf8');
  expect(premiereXml).toContain('camA.mp4');
  expect(premiereXml).toContain('main_audio.wav');
  const fcpxml = await exportFile('export-fcpxml-original');
  expect(await readFile(fcpxml.path, 'utf8')).toContain('<mc-clip');
  const mp4 = await exportFile('export-mp4-original_no_captions', 'video');
  expect(mp4.name).toMatch(/\.mp4$/);
});
