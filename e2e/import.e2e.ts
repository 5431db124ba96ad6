import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const media = (path: string) => fileURLToPath(new URL(`../../shared/media/${path}`, import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

test('a video uploads, is processed and imported, its transcript appears and the project takes its name', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('importer@example.com', 'correct horse battery');
  await steps.createProject('social_media');

  await imports.chooseFiles(media('video/auto-editor_example.mp4'));
  expect(await steps.byTestId('clips-counter').textContent()).toBe('1/10 clips');
  // The speaker talks English: choosing it is sent with the start of the import.
  await steps.byTestId('import-language').selectOption({ label: 'English' });
  const startRequest = page.waitForRequest((r) => r.url().endsWith('/api/projects/start') && r.method() === 'POST');
  await imports.startImport();
  expect((await startRequest).postDataJSON()).toMatchObject({ transcription_language: 'en' });

  const row = await imports.firstSourceRow();
  const seen = await imports.followStatus(row, /^Imported$/);
  console.log('statuses seen:', seen.join(' | '));
  // The row went through the upload (bytes and percent) or processing (time left) before it was imported.
  expect(
    seen.some((s) => /^Uploading .+ \/ .+ \d+%$/.test(s) || /^Processing\.\.\. Time left: \d+:\d\d$/.test(s)),
  ).toBe(true);
  expect(seen.at(-1)).toBe('Imported');

  // The chat shows the transcript: the speaker says "banana" twice in this clip.
  await page
    .getByText(/banana/i)
    .first()
    .waitFor({ timeout: 120_000 });

  // An untitled project is named after its first file.
  await expect
    .poll(async () => steps.byTestId('project-name').first().textContent(), { timeout: 10_000 })
    .toBe('auto-editor_example');
});

test('a video without sound ends with "No audio stream", explained on hover', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('silent@example.com', 'correct horse battery');
  await steps.createProject('social_media');

  await imports.chooseFiles(media('reject/no_audio_stream.mp4'));
  await imports.startImport();
  const row = await imports.firstSourceRow();
  const seen = await imports.followStatus(row, /^(No audio stream|Imported)$/, 120_000);
  expect(seen.at(-1)).toBe('No audio stream');

  // After the failure the card offers to add files again; the row stays where it is.
  await steps.byTestId('import-card').waitFor();
  const tooltip = await imports.hoverForTooltip(row.getByTestId('source-status'));
  expect(await tooltip.textContent()).toContain('This file has no audio stream');
});

test('an upload cut off by a reload asks before leaving, then resumes without sending stored parts again', async () => {
  // About 26 MB: six 5 MiB parts.
  const dir = await mkdtemp(join(tmpdir(), 'otto-e2e-media-'));
  const longTake = join(dir, 'long_take.mp4');
  const clip = await readFile(media('video/auto-editor_example.mp4'));
  await writeFile(longTake, Buffer.concat(Array.from({ length: 9 }, () => clip)));
  try {
    const page = await product.newPage();
    const steps = ui(page);
    const imports = importUi(page);
    await steps.open('/');
    await steps.signUp('reloader@example.com', 'correct horse battery');
    await steps.createProject('social_media');

    // The connection stalls after two parts: later part uploads never get an answer.
    const partOf = (url: string) => Number(/[?&]partNumber=(\d+)/.exec(url)?.[1] ?? 0);
    let stalled = true;
    await page.route(/[?&]partNumber=\d+/, async (route) => {
      if (stalled && route.request().method() === 'PUT' && partOf(route.request().url()) > 2) return;
      await route.continue();
    });
    await imports.chooseFiles(longTake);
    await imports.startImport();
    const row = await imports.firstSourceRow();
    await imports.followStatus(row, /^Uploading 10 MB \/ 26 MB 38%$/, 60_000);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    // The reload abandons the stalled requests; the next page's go through.
    stalled = false;
    const partsAfterReload: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && partOf(request.url()) > 0) partsAfterReload.push(partOf(request.url()));
    });
    await page.reload();
    // Leaving while the upload runs asks first (the browser shows its own wording for this question).
    expect(dialogs).toContain('beforeunload');

    const resumed = await imports.firstSourceRow();
    const seen = await imports.followStatus(resumed, /^(Processing\.\.\.|Imported|Upload failed)/, 120_000);
    expect(seen.at(-1)).not.toBe('Upload failed');
    expect(partsAfterReload.sort()).toEqual([3, 4, 5, 6]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
