import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, onTestFinished, test } from 'vitest';
import { useProduct } from './harness';
import { tourUi } from './tour-steps';
import { editFromPrompt, ui } from './ui';

const clip = fileURLToPath(new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url));

// A development stage, so the developer info popovers exist and the embedded demo must be seen hiding them.
const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx', OTTO_STAGE: 'development' });

let shared: { projectId: string; shareId: string } | undefined;

/** Another website: serves the given pages at http://localhost:<port>. */
async function serveWebsite(pages: Record<string, string>) {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a user with an edit takes the tour with the keyboard and the mouse, skips it, and it stays away after a reload', async () => {
  const page = await product.newPage();
  const { projectId } = await editFromPrompt(page, {
    email: 'tour@example.com',
    mode: 'social_media',
    clip,
    prompt: 'Make me a 15-second clip',
  });
  const steps = ui(page);
  const t = tourUi(page);

  await page.goto(`/projects/${projectId}?tour=1`);
  await steps.byTestId('edit-result').last().waitFor({ timeout: 30_000 });

  // 1: import status, as a dialog named by its title, with focus in it.
  await t.atStep('import', '1 of 6', 'Your footage');
  await t.focusIsInTour();
  await t.spotlights(page.locator('[data-tour="import-status"]').last());
  expect(await t.tour.getByTestId('tour-back').isDisabled()).toBe(true);

  // → and ← move through the steps; Enter goes on too.
  await page.keyboard.press('ArrowRight');
  await t.atStep('prompt', '2 of 6', 'Ask for an edit');
  await t.spotlights(steps.byTestId('chat-bar'));
  await page.keyboard.press('ArrowLeft');
  await t.atStep('import', '1 of 6');
  await page.keyboard.press('Enter');
  await t.atStep('prompt', '2 of 6');

  // The suggested prompt is sent from the tour, which goes on to the player.
  const suggested = (await t.tour.getByTestId('tour-prompt').textContent())!.replace(/[“”]/g, '');
  expect(suggested.length).toBeGreaterThan(0);
  await t.tour.getByTestId('tour-send-prompt').click();
  await t.atStep('player', '3 of 6', 'Preview the edit');
  await expect
    .poll(() => steps.byTestId('message-user_message').last().textContent(), { timeout: 20_000 })
    .toContain(suggested);
  await t.spotlights(page.locator('[data-tour="player"]').last());

  // The mouse: Next, Back, Next.
  await t.tour.getByTestId('tour-next').click();
  await t.atStep('export', '4 of 6', 'Export');
  await t.spotlights(steps.byTestId('export-button').last());
  await t.tour.getByTestId('tour-back').click();
  await t.atStep('player', '3 of 6');
  await t.tour.getByTestId('tour-next').click();
  await t.atStep('export', '4 of 6');
  // Enter on a focused tour button clicks it once (it does not also count as the tour's Enter).
  await page.keyboard.press('Enter');
  await t.atStep('settings', '5 of 6', 'Settings');
  await t.spotlights(steps.byTestId('header-settings'));
  // Clicks on the dimmed page wait for the tour: the sidebar's New project does not open the picker.
  const newProject = (await steps.byTestId('new-project').boundingBox())!;
  await page.mouse.click(newProject.x + newProject.width / 2, newProject.y + newProject.height / 2);
  expect(await steps.byTestId('mode-picker').count()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await t.atStep('done', '6 of 6');
  expect(await t.tour.getByTestId('tour-next').textContent()).toBe('Finish');
  await t.tour.getByTestId('tour-next').click();
  await t.gone();
  expect(new URL(page.url()).searchParams.get('tour')).toBeNull();
  expect(await t.remembered()).toBe('finished');

  // Finished: ?tour=1 does not bring it back.
  await page.goto(`/projects/${projectId}?tour=1`);
  await steps.byTestId('edit-result').first().waitFor({ timeout: 30_000 });
  expect(await t.tour.count()).toBe(0);

  // Run again, then skipped with Esc: remembered, and a reload does not show it.
  await t.forget();
  await page.goto(`/projects/${projectId}?tour=1`);
  await t.atStep('import', '1 of 6');
  await page.keyboard.press('ArrowRight');
  await t.atStep('prompt', '2 of 6');
  await page.keyboard.press('Escape');
  await t.gone();
  expect(await t.remembered()).toBe('skipped');
  await page.reload();
  await steps.byTestId('edit-result').first().waitFor({ timeout: 30_000 });
  expect(await t.tour.count()).toBe(0);

  // And with the mouse: Skip tour.
  await t.forget();
  await page.goto(`/projects/${projectId}?tour=1`);
  await t.atStep('import', '1 of 6');
  await t.tour.getByTestId('tour-skip').click();
  await t.gone();
  expect(await t.remembered()).toBe('skipped');
  // The settings button the tour pointed at opens the Export MP4 settings.
  await steps.byTestId('header-settings').click();
  await steps.byTestId('export-mp4-settings-dialog').waitFor();
  await page.keyboard.press('Escape');

  const share = await page.request.post(`/api/share?project_id=${projectId}`);
  expect(share.ok()).toBe(true);
  shared = { projectId, shareId: ((await share.json()) as { share_id: string }).share_id };
});

test("'Take a guided tour' without a demo on the server starts the tour on a new project, and says so", async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const t = tourUi(page);
  await steps.open('/');
  await steps.signUp('tour-fresh@example.com', 'correct horse battery');
  // A finished tour earlier on this browser does not stop a tour asked for.
  await page.evaluate(() => localStorage.setItem('otto.tour', 'finished'));
  await steps.byTestId('take-tour').click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tour=1$/);
  await page.getByText("The demo project isn't available on this server").waitFor();
  await t.atStep('import', '1 of 6');
  await t.spotlights(page.locator('[data-tour="import-status"]').last());
  // Nothing to send yet, and no edit: the steps say what brings them.
  await page.keyboard.press('ArrowRight');
  await t.atStep('prompt', '2 of 6');
  expect(await t.tour.getByTestId('tour-send-prompt').isDisabled()).toBe(true);
  await page.keyboard.press('ArrowRight');
  await t.atStep('player', '3 of 6');
  await expect.poll(() => t.tour.getByTestId('tour-body').textContent()).toContain('once Otto answers your first prompt');
  expect(await page.getByTestId('tour-spotlight').count()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await t.atStep('export', '4 of 6');
  await expect.poll(() => t.tour.getByTestId('tour-body').textContent()).toContain('once Otto has made it');
  await page.keyboard.press('ArrowRight');
  await t.atStep('settings', '5 of 6');
  await t.spotlights(steps.byTestId('header-settings'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await t.gone();
  expect(await t.remembered()).toBe('finished');
});

test('the embedded demo of a shared chat shows the chat without the hidden controls, framed by another website', async () => {
  expect(shared, 'the first test shares its chat').toBeDefined();
  const { shareId } = shared!;
  const otto = product.otto.url;
  const embedUrl = `${otto}/?embed=demo&share=${shareId}`;

  // Only the embedded demo may be framed elsewhere.
  const page = await product.newPage();
  const embedded = await page.request.get(embedUrl);
  expect(embedded.headers()['x-frame-options']).toBeUndefined();
  expect(embedded.headers()['content-security-policy']).toMatch(/frame-ancestors \*/);
  const home = await page.request.get(`${otto}/`);
  expect(home.headers()['x-frame-options']).toBe('SAMEORIGIN');

  // Another website frames it: a real server on another origin and site (localhost, not 127.0.0.1, another port;
  // on loopback as well, since Chromium refuses to let a public page frame a local address).
  const website = await serveWebsite({
    '/post': `<!doctype html><title>A blog</title><h1>Our editing assistant</h1>
      <iframe title="Otto demo" src="${embedUrl}" width="900" height="700"></iframe>`,
    '/share': `<!doctype html><iframe title="Otto share" src="${otto}/share/${shareId}"></iframe>`,
  });
  onTestFinished(() => website.close());
  await page.goto(`${website.url}/post`);
  const frame = page.frameLocator('iframe[title="Otto demo"]');
  await frame.getByTestId('embed-demo').waitFor({ timeout: 30_000 });
  const edit = frame.getByTestId('edit-result').first();
  await edit.waitFor({ timeout: 30_000 });
  await frame.getByTestId('message-user_message').first().waitFor();

  // The chat plays in the frame.
  await expect.poll(() => edit.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);
  await edit.getByTestId('player-play').click();
  await expect.poll(() => edit.getByTestId('player').getAttribute('data-state'), { timeout: 10_000 }).toBe('playing');

  // None of the controls the embedded demo hides.
  for (const hidden of [
    'sign-in-button',
    'user-menu',
    'new-project',
    'import-card',
    'share-project',
    'header-settings',
    'chat-input',
    'chat-bar',
    'export-button',
    'dev-info',
    'edit-transcript',
    'reply-to-edit',
  ]) {
    expect(await frame.getByTestId(hidden).count(), hidden).toBe(0);
  }
  expect(await frame.locator('[data-testid^="shared-export-"]').count()).toBe(0);

  // 'Try Otto' in the chat bar's place opens the site in a new tab.
  const tryOtto = frame.getByTestId('try-otto');
  expect(await tryOtto.getAttribute('target')).toBe('_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), tryOtto.click()]);
  await tab!.waitForLoadState();
  expect(new URL(tab!.url()).origin).toBe(new URL(otto).origin);

  // The same chat's share page, framed, is refused: the frame never shows Otto.
  const refused = page.waitForResponse((r) => r.url() === `${otto}/share/${shareId}`);
  await page.goto(`${website.url}/share`);
  expect((await refused).headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(await page.frameLocator('iframe[title="Otto share"]').getByTestId('chat-page').count()).toBe(0);

  // The owner, in the same development stage, does see developer info (so the frame really hid it).
  const owner = await product.newPage();
  await owner.goto(`/share/${shareId}`);
  await owner.getByTestId('edit-result').first().waitFor({ timeout: 30_000 });
  await owner.getByTestId('dev-info').first().waitFor();
});
