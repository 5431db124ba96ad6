import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, promptInNewProject, ui } from './ui';

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
  await page.getByTestId('file-input').first().setInputFiles(media('reject/empty_0_bytes.mp4'));
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

test('a 5,000-character prompt is folded with "Show more"', async () => {
  const page = await product.newPage();
  const prompt = `Make a short clip about bananas. ${'Keep the part where he counts the seconds. '.repeat(120)}`.trim();
  expect(prompt.length).toBeGreaterThan(5000);
  await promptInNewProject(page, {
    email: 'long-prompt@example.com',
    mode: 'social_media',
    clip: media('video/auto-editor_example.mp4'),
    prompt,
  });
  const bubble = page.getByTestId('collapsible-text').first();
  await bubble.waitFor({ timeout: 30_000 });
  expect((await bubble.textContent())!.length).toBeLessThan(700);
  const more = page.getByTestId('show-more').first();
  expect(await more.textContent()).toBe('Show more');
  await more.click();
  expect(await bubble.textContent()).toBe(prompt);
  expect(await more.textContent()).toBe('Show less');
}, 300_000);
