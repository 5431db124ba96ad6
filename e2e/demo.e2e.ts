import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

// The product seeds its demo projects on start (the harness turns that off for the other tests); this test
// uses the single-camera one, so only that one is imported (demo.test.ts covers both).
const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx', DEMO_SEED: 'standard' });

const currentProjectId = (page: Page) => /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1];

test('the demo picker adds a demo project: the uncut video plays and the example edits are in the chat', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('demo-picker@example.com', 'correct horse battery', 'Dana');
  await steps.createProject('social_media');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const emptyProjectId = currentProjectId(page)!;

  await steps.byTestId('import-demo').click();
  const picker = steps.byTestId('demo-picker');
  await picker.waitFor();
  // The seeded demo becomes ready once its real import and example edits are done: the tile says so meanwhile.
  const tile = picker.locator('[data-testid="demo-tile"][data-category="others"]');
  await tile.waitFor();
  await expect.poll(() => tile.getByTestId('demo-add_new').count(), { timeout: 300_000, interval: 1000 }).toBe(1);
  expect(await tile.locator('img').getAttribute('src')).toBeTruthy();
  expect(await tile.getByRole('button').first().getAttribute('aria-label')).toMatch(/Use in this project$/);

  await tile.getByTestId('demo-add_new').click();
  await expect.poll(() => currentProjectId(page), { timeout: 30_000 }).not.toBe(emptyProjectId);
  await steps.byTestId('chat-page').waitFor();

  const video = steps.byTestId('demo-start-video');
  await video.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(40);
  await expect.poll(() => steps.byTestId('edit-result').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  // The new project is the user's own, in their list, next to the empty one they started with.
  const list = await (await page.request.get('/api/projects')).json();
  expect(list.projects.map((p: { id: string }) => p.id)).toContain(currentProjectId(page));
  expect(list.projects.find((p: { id: string }) => p.id === currentProjectId(page)).type).toBe('getting_started');

  // Shared, the copy's uncut video plays for a signed-out visitor too (through URLs signed for the share).
  await steps.byTestId('share-project').click();
  const shareUrl = await steps.byTestId('share-link').inputValue();
  expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
  const visitor = await product.newPage();
  await visitor.goto(new URL(shareUrl).pathname);
  const shared = visitor.getByTestId('demo-start-video');
  await shared.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => shared.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await shared.getAttribute('poster')).toContain('/api/share/media/');

  // Back in the empty project, a click on the tile puts the demo's transcribed file in it, ready for a prompt.
  await steps.open(`/projects/${emptyProjectId}`);
  await steps.byTestId('import-demo').click();
  await picker.locator('[data-testid="demo-tile"][data-category="others"]').getByRole('button').first().click();
  await picker.waitFor({ state: 'detached' });
  const here = steps.byTestId('demo-start-video');
  await here.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => here.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(currentProjectId(page)).toBe(emptyProjectId);
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill('Make a 15 second social media clip');
  await page.keyboard.press('Enter');
  await steps.byTestId('edit-result').first().waitFor({ timeout: 60_000 });
}, 420_000);
