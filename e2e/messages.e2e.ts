import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, projectStatus, ui } from './ui';

const media = (path: string) => fileURLToPath(new URL(`../../shared/media/${path}`, import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test('an empty file says it is empty, above the Send button; a damaged file says so and offers no Retry', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('bad-files@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);

  // A 0-byte file never becomes a source: a toast says what is wrong with it.
  // The project's own card, not the home page's it replaces (see importUi.chooseFiles).
  const projectId = new URL(page.url()).pathname.split('/').pop()!;
  await page
    .locator(`[data-testid="import-card"][data-project-id="${projectId}"]`)
    .getByTestId('file-input')
    .setInputFiles(media('reject/empty_0_bytes.mp4'));
  const toast = page.getByTestId('toast').filter({ hasText: 'is empty (0 bytes)' });
  await toast.waitFor();
  expect(await toast.textContent()).toContain('empty_0_bytes.mp4 is empty (0 bytes)');
  const send = steps.byTestId('chat-send');
  await send.waitFor();
  expect(await overlaps(toast, send)).toBe(false);

  // A file cut off before its index (no moov atom) is damaged: the row says so and has no Retry.
  await imports.chooseFiles(media('reject/truncated_no_moov.mp4'));
  await imports.startImport();
  const row = await imports.firstSourceRow();
  const seen = await imports.followStatus(row, /^(Video processing error|Imported)$/, 120_000);
  expect(seen.at(-1)).toBe('Video processing error');
  expect(await row.getByTestId('source-error-detail').textContent()).toContain('corrupted or incomplete');
  expect(await row.getByTestId('source-retry').count()).toBe(0);
}, 200_000);

test('chips name the footage\'s topics; a 5,000-character prompt folds with "Show more"; the intro moves out of the way', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('long-prompt@example.com', 'correct horse battery');
  await steps.createProject('multi_language');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  // Before any footage the mode's intro sits under the (empty) history.
  await steps.byTestId('mode-intro').waitFor();
  const imports = importUi(page);
  await imports.chooseFiles(media('video/auto-editor_example.mp4'));
  // Read in the page: what the file's row says once neither it nor the header reads "Uploading". The
  // header follows the event stream, so it moves on while the file is still being processed; a
  // header that waited for the import to finish would only move on once the row reads "Imported".
  const rowWhenHeaderMoved = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const tick = () => {
          const row = document.querySelector('[data-testid^="source-row-"] [data-testid="source-status"]')?.textContent;
          const stage = document.querySelector('[data-testid="import-stage"]')?.textContent ?? '';
          if (row && !row.startsWith('Uploading') && !stage.startsWith('Uploading')) resolve(row);
          else setTimeout(tick, 20);
        };
        tick();
      }),
  );
  await imports.startImport();
  expect(await rowWhenHeaderMoved).not.toMatch(/^Imported/);
  await expect.poll(() => projectStatus(page, projectId), { timeout: 150_000, interval: 1000 }).toBe('success');

  // The suggestion chips name what the footage is about, not "topic 1".
  const chips = steps.byTestId('suggestions');
  await expect.poll(async () => (await chips.textContent()) ?? '', { timeout: 30_000 }).toMatch(/topic 1 \(.+\)/);

  const prompt = `Make a short clip about bananas. ${'Keep the part where he counts the seconds. '.repeat(120)}`.trim();
  expect(prompt.length).toBeGreaterThan(5000);
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill(prompt);
  await page.keyboard.press('Enter');

  const bubble = page.getByTestId('collapsible-text').first();
  await bubble.waitFor({ timeout: 30_000 });
  expect((await bubble.textContent())!.length).toBeLessThan(700);
  const more = page.getByTestId('show-more').first();
  expect(await more.textContent()).toBe('Show more');
  await more.click();
  expect(await bubble.textContent()).toBe(prompt);
  expect(await more.textContent()).toBe('Show less');

  // Once the user has written, the intro is no longer pinned under the newest message.
  const intro = steps.byTestId('mode-intro');
  if ((await intro.count()) > 0) {
    const userMessage = steps.byTestId('message-user_message').first();
    expect((await intro.boundingBox())!.y).toBeLessThan((await userMessage.boundingBox())!.y);
  }
}, 300_000);

test('on a slow link the upload counts bytes as they go, before the first part is stored', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('slow-link@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  await imports.chooseFiles(media('video/auto-editor_example.mp4'));
  // 3 MB in one part at 200 KB/s: about 15 s before the part is stored.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(200 * 1024);
  await imports.startImport();
  const row = await imports.firstSourceRow();
  const seen = await imports.followStatus(row, /^Uploading .+ [1-9]\d?%$|^(Processing|Imported)/, 60_000);
  await throttle(-1);
  // The row said how far the part had got while it was still on its way.
  expect(seen.at(-1)).toMatch(/^Uploading .+ [1-9]\d?%$/);
  await imports.followStatus(row, /^Imported$/, 150_000);
}, 240_000);
