import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { chatText } from '@otto/shared/constants';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const clip = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

async function projectStatus(page: Page, projectId: string): Promise<string> {
  const res = await page.request.get(`/api/projects/${projectId}`);
  return ((await res.json()) as { project: { status: string } }).project.status;
}

test('a chat is shared, watched signed out, and cloned into another account after signing in', async () => {
  // Alice imports, asks for an edit and shares the chat from its header.
  const alice = await product.newPage();
  const steps = ui(alice);
  await steps.open('/');
  await steps.signUp('alice-share@example.com', 'correct horse battery', 'Alice');
  await steps.createProject('social_media');
  await alice.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(alice.url())![1]!;
  const importer = importUi(alice);
  await importer.chooseFiles(fileURLToPath(clip));
  await importer.startImport();
  await expect.poll(() => projectStatus(alice, projectId), { timeout: 150_000, interval: 1000 }).toBe('success');
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill('Make me a 15-second clip');
  await alice.keyboard.press('Enter');
  await steps.byTestId('edit-result').last().waitFor({ timeout: 120_000 });

  await steps.byTestId('share-project').click();
  const link = steps.byTestId('share-link');
  await link.waitFor();
  const shareUrl = await link.inputValue();
  expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
  // The link's page carries the chat's preview tags for crawlers, and still loads the app.
  const preview = await alice.request.get(new URL(shareUrl).pathname);
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Otto">/);
  expect(html).toContain('<script type="module"');
  const aliceMessages = await (await alice.request.get(`/api/projects/${projectId}/messages`)).json();

  // A visitor, signed out, watches the shared chat and plays the edit.
  const visitor = await product.newPage();
  const visit = ui(visitor);
  await visitor.goto(new URL(shareUrl).pathname);
  const edit = visit.byTestId('edit-result').last();
  await edit.waitFor({ timeout: 30_000 });
  await visitor.locator('[data-testid^="transcript-"]').first().waitFor({ timeout: 30_000 });
  expect(await visitor.getByTestId('export-button').count()).toBe(0);
  expect(await visitor.getByTestId('share-project').count()).toBe(0);
  await expect.poll(() => edit.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);
  await edit.getByTestId('player-play').click();
  const player = edit.getByTestId('player');
  await expect.poll(() => player.getAttribute('data-state'), { timeout: 10_000 }).toBe('playing');
  await expect
    .poll(() => visitor.locator('video').first().evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0);

  // Exports need an account: a signed-out visitor is asked to sign in.
  await edit.getByTestId('shared-export-srt').click();
  await visit.byTestId('sign-in-dialog').waitFor();
  await visitor.keyboard.press('Escape');
  await visit.byTestId('sign-in-dialog').waitFor({ state: 'hidden' });

  // Pressing the chat bar asks to sign in; signing up resumes the clone, which shows its dialog.
  await visit.byTestId('chat-input').click();
  await visit.byTestId('sign-in-dialog').waitFor();
  let release: () => void = () => undefined;
  const cloningSeen = new Promise<void>((resolve) => (release = resolve));
  // Holds the clone's answer until the dialog has been seen: it may otherwise come and go within a frame.
  await visitor.route('**/api/share/clone', async (route) => {
    await cloningSeen;
    await route.continue();
  });
  await visit.byTestId('auth-mode-toggle').click();
  await visit.byTestId('auth-name').fill('Bob');
  await visit.byTestId('auth-email').fill('bob-share@example.com');
  await visit.byTestId('auth-password').fill('correct horse battery');
  await visit.byTestId('auth-submit').click();
  const cloning = visit.byTestId('cloning-dialog');
  await cloning.waitFor({ timeout: 30_000 });
  expect(await cloning.textContent()).toContain(chatText.cloning);
  // Not dismissable.
  await visitor.keyboard.press('Escape');
  expect(await cloning.isVisible()).toBe(true);
  release();

  await visitor.waitForURL(/\/projects\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const copyId = /\/projects\/([0-9a-f-]{36})/.exec(visitor.url())![1]!;
  expect(copyId).not.toBe(projectId);
  await visit.byTestId('edit-result').last().waitFor({ timeout: 30_000 });
  await expect.poll(() => visitor.getByTestId('export-button').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const copyPlay = visit.byTestId('edit-result').last().getByTestId('player-play');
  await expect.poll(() => copyPlay.isEnabled(), { timeout: 30_000 }).toBe(true);

  // Alice's chat is as it was; Bob cannot read it.
  expect(await (await alice.request.get(`/api/projects/${projectId}/messages`)).json()).toEqual(aliceMessages);
  expect((await visitor.request.get(`/api/projects/${projectId}`)).status()).toBe(404);

  // Alice turns the link off (her share dialog is still open): the link no longer opens the chat.
  await steps.byTestId('turn-off-share').click();
  await expect.poll(() => steps.byTestId('share-dialog').textContent()).toContain('The link is off');
  await visitor.goto(new URL(shareUrl).pathname);
  await visitor.getByText("This shared chat isn't available").waitFor({ timeout: 30_000 });
}, 400_000);
