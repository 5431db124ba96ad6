import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

const clip = fileURLToPath(new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

/** The open project's own import card (the home page's card it replaces may still be on its way out). */
async function projectCard(page: Page) {
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = new URL(page.url()).pathname.split('/').pop()!;
  const card = page.locator(`[data-testid="import-card"][data-project-id="${projectId}"]`);
  await card.waitFor();
  return card;
}

test('on a touch-only tablet, Add files opens the upload dialog and its button opens the file picker; with a mouse the picker opens at once', async () => {
  // A tablet: touch screen, no mouse. Its browser asks for the desktop site (Chrome's default on
  // large tablets), so mobile import rules do not apply, but there is still nothing to drop files from.
  const tablet = await product.browser.newContext({
    baseURL: product.otto.url,
    viewport: { width: 1024, height: 1366 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await tablet.newPage();
  const steps = ui(page);
  await steps.open('/');
  expect(
    await page.evaluate(() => ({
      coarse: matchMedia('(pointer: coarse)').matches,
      noHover: matchMedia('(hover: none)').matches,
      fine: matchMedia('(any-pointer: fine)').matches,
    })),
  ).toEqual({ coarse: true, noHover: true, fine: false });
  await steps.signUp('tablet@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  const card = await projectCard(page);

  await card.getByTestId('add-files').tap();
  const dialog = page.getByTestId('local-upload-dialog');
  await dialog.waitFor();
  expect(await page.getByRole('dialog', { name: 'Upload from this device' }).isVisible()).toBe(true);
  expect(await dialog.getByTestId('local-upload-keep-open').textContent()).toContain('Keep this page open');
  // Cancel leaves everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).tap();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByTestId('chosen-files').count()).toBe(0);

  await card.getByTestId('add-files').tap();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('local-upload-choose').tap();
  await (await chooser).setFiles(clip);
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('chosen-files').waitFor();
  expect(await page.getByTestId('chosen-files').textContent()).toContain('auto-editor_example.mp4');
  await tablet.close();

  // A computer with a mouse: no dialog in between.
  const desktop = await product.newPage();
  const desk = ui(desktop);
  await desk.open('/');
  await desk.signUp('desk@example.com', 'correct horse battery');
  await desk.createProject('social_media');
  const deskCard = await projectCard(desktop);
  const picker = desktop.waitForEvent('filechooser');
  await deskCard.getByTestId('add-files').click();
  await (await picker).setFiles(clip);
  await desktop.getByTestId('chosen-files').waitFor();
  expect(await desktop.getByTestId('local-upload-dialog').count()).toBe(0);
}, 180_000);
