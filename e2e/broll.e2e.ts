import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const media = (path: string) => fileURLToPath(new URL(`../../shared/media/${path}`, import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

test('B-roll: choose B-Roll, import two clips without speech, see the shot summary and groups, export the XML bins', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('broll@example.com', 'correct horse battery');
  await steps.createProject('a_roll');

  const bRoll = page.getByTestId('roll-type').getByRole('radio', { name: 'B-Roll' });
  await bRoll.click();
  await expect.poll(() => bRoll.getAttribute('aria-checked')).toBe('true');

  await imports.chooseFiles(
    media('video/auto-editor_man-on-green-screen.mp4'),
    media('video/lhotse_big_buck_bunny_small.mp4'),
  );
  await imports.startImport();
  // Neither clip has speech: the B-roll log is what arrives.
  const summaries = steps.byTestId('file-summaries');
  await summaries.waitFor({ timeout: 180_000 });
  const text = await summaries.textContent();
  expect(text).toContain('auto-editor_man-on-green-screen.mp4');
  expect(text).toContain('lhotse_big_buck_bunny_small.mp4');
  expect(text).toMatch(/\d+ shots?, \d+\.\d s\./);

  await steps.byTestId('broll-groups').waitFor();
  expect(await steps.byTestId('broll-groups').locator('img').count()).toBeGreaterThan(0);
  // Spec: the chat bar is disabled in B-roll mode.
  expect(await steps.byTestId('chat-input').isDisabled()).toBe(true);

  await steps.byTestId('export-button').click();
  const menu = steps.byTestId('export-menu');
  await menu.waitFor();
  expect((await menu.getByRole('button').allTextContents()).sort()).toEqual([
    'Adobe Premiere Pro',
    'DaVinci Resolve (xml, old)',
    'Final Cut Pro',
  ]);
  await steps.byTestId('export-premiere-original').click();
  const ready = steps.byTestId('broll-export-ready');
  await ready.waitFor({ timeout: 30_000 });
  const links = ready.getByRole('link');
  const xmlLink = links.filter({ hasText: /_B-Rolls\.xml$/ });
  expect(await links.filter({ hasText: /_B-Rolls\.csv$/ }).count()).toBe(1);
  const xml = await page.evaluate(async (href) => (await fetch(href)).text(), (await xmlLink.getAttribute('href'))!);
  expect(xml).toContain('<xmeml version="4">');
  expect(xml.match(/<bin>/g)!.length).toBeGreaterThanOrEqual(2);
});
