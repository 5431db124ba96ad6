import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { editFromPrompt } from './ui';

const clip = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

test('a rough cut shows as a timeline strip with a chapter outline and how much of the file it keeps', async () => {
  const page = await product.newPage();
  const { edit } = await editFromPrompt(page, {
    email: 'rough-cut@example.com',
    mode: 'rough_cut',
    clip: fileURLToPath(clip),
    prompt: 'Rough cut of 1 minute',
  });
  const view = edit.getByTestId('rough-cut-result');
  await view.waitFor();

  const chapters = view.locator('[data-testid^="rough-cut-chapter-"]');
  const blocks = view.locator('[data-testid^="rough-cut-block-"]');
  expect(await chapters.count()).toBeGreaterThanOrEqual(1);
  expect(await blocks.count()).toBeGreaterThanOrEqual(1);
  expect(await view.getByTestId('rough-cut-chapter-0').textContent()).toMatch(/^1.+0:00\d+:\d\d$/);
  expect(await view.getByTestId('rough-cut-coverage').textContent()).toMatch(
    /auto-editor_example\.mp4\s*Kept \d+:\d\d of \d+:\d\d · \d+ %/,
  );
  // The chapters are the beats of the story outline in the reply, not a stand-in.
  const outline = await page
    .getByText(/Story outline/)
    .last()
    .textContent();
  for (const row of await chapters.allTextContents()) {
    const title = row.replace(/^\d+/, '').replace(/(\d+:\d\d){2}$/, '');
    expect(outline).toContain(`. ${title} (`);
  }
  // The same options bar as every edit.
  expect(await edit.getByTestId('edit-duration').textContent()).toMatch(/^\d+:\d\d$/);
  expect(await edit.getByTestId('export-button').isVisible()).toBe(true);

  // Clicking a block plays from that segment; the strip and the outline follow the player.
  const player = edit.getByTestId('player');
  expect(await player.getAttribute('data-segment-index')).toBe('0');
  if ((await blocks.count()) > 1) {
    await view.getByTestId('rough-cut-block-1').click();
    await expect.poll(() => player.getAttribute('data-segment-index')).toBe('1');
    expect(await view.getByTestId('rough-cut-block-1').getAttribute('aria-current')).toBe('true');
    expect(await view.getByTestId('rough-cut-block-0').getAttribute('aria-current')).toBeNull();
  }
  // A chapter row is a button: Enter on it plays the chapter from its first segment.
  const lastChapter = view.getByTestId(`rough-cut-chapter-${(await chapters.count()) - 1}`);
  await lastChapter.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => lastChapter.getAttribute('aria-current')).toBe('true');
  await view.getByTestId('rough-cut-chapter-0').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => player.getAttribute('data-segment-index')).toBe('0');
});
