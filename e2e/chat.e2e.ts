import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const clip = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

/** The project's status as the API reports it, asked with the page's own session. */
async function projectStatus(page: Page, projectId: string): Promise<string> {
  const res = await page.request.get(`/api/projects/${projectId}`);
  return ((await res.json()) as { project: { status: string } }).project.status;
}

/** Records every change of the player's state from inside the page, so no swap is missed between polls. */
async function recordPlayer(player: Locator) {
  await player.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { playerLog: string[] }).playerLog = seen;
    const note = () => seen.push(`${el.dataset.state}:${el.dataset.segmentIndex}:${el.dataset.activeLayer}`);
    new MutationObserver(note).observe(el, {
      attributes: true,
      attributeFilter: ['data-state', 'data-segment-index', 'data-active-layer'],
    });
  });
}

async function playerLog(page: Page): Promise<string[]> {
  const log = await page.evaluate(() => (window as unknown as { playerLog: string[] }).playerLog);
  return log.filter((entry, i) => entry !== log[i - 1]);
}

/** Each segment in turn, the layers alternating at every cut, then back on the first segment, stopped. */
function expectedPlayback(segments: number): string[] {
  const expected = ['playing:0:0'];
  for (let i = 1; i < segments; i++) expected.push(`playing:${i}:${i % 2}`);
  expected.push(`ended:0:${segments % 2}`);
  return expected;
}

test('an edit is asked for in the chat, previewed across its segments, sped up, liked, and still there after a reload', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('chat@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(projectId).toBeTruthy();

  const importer = importUi(page);
  await importer.chooseFiles(fileURLToPath(clip));
  await importer.startImport();
  await expect.poll(() => projectStatus(page, projectId!), { timeout: 150_000, interval: 1000 }).toBe('success');

  // The import's transcript shows in the chat; then ask for an edit.
  await page.locator('[data-testid^="transcript-"]').first().waitFor({ timeout: 30_000 });
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill('Make me a 15-second clip');
  await page.keyboard.press('Enter');
  await expect.poll(() => input.inputValue()).toBe('');

  const edit = steps.byTestId('edit-result').last();
  await edit.waitFor({ timeout: 120_000 });
  const duration = await edit.getByTestId('edit-duration').textContent();
  expect(duration).toMatch(/^0:(0[5-9]|1\d|2\d)$/);

  // Speed steps to 1.25x (and is remembered as a setting).
  const player = edit.getByTestId('player');
  await edit.getByTestId('player-speed').click();
  expect(await edit.getByTestId('player-speed').textContent()).toBe('1.25x');

  // Play: the layers swap at segment ends, and after the last segment it wraps to the first and stops.
  await expect.poll(() => edit.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);
  expect(await player.getAttribute('data-active-layer')).toBe('0');
  const segments = await edit.locator('[data-testid^="segment-item-"]').count();
  expect(segments).toBeGreaterThan(0);
  await recordPlayer(player);
  await edit.getByTestId('player-play').click();
  await expect.poll(() => player.getAttribute('data-state'), { timeout: 10_000 }).toBe('playing');
  await expect.poll(() => player.getAttribute('data-active-layer'), { timeout: 60_000, interval: 100 }).toBe('1');
  await expect.poll(() => player.getAttribute('data-state'), { timeout: 60_000, interval: 200 }).toBe('ended');
  expect(await player.getAttribute('data-segment-index')).toBe('0');
  expect(await playerLog(page)).toEqual(expectedPlayback(segments));
  expect(await edit.getByTestId('segment-item-0').getAttribute('aria-current')).toBe('true');

  // Like it: sent at once.
  const scored = page.waitForResponse((r) => r.url().endsWith('/api/eddie/score') && r.request().method() === 'POST');
  await edit.getByTestId('rate-like').click();
  expect((await scored).ok()).toBe(true);
  expect(await edit.getByTestId('rate-like').getAttribute('aria-pressed')).toBe('true');

  await page.reload();
  const again = steps.byTestId('edit-result').last();
  await again.waitFor({ timeout: 30_000 });
  await expect.poll(() => again.getByTestId('rate-like').getAttribute('aria-pressed')).toBe('true');
  // Settings arrive in their own request after the reload: until then the player shows the default speed.
  await expect.poll(() => again.getByTestId('player-speed').textContent(), { timeout: 10_000 }).toBe('1.25x');
  expect(await again.getByTestId('edit-duration').textContent()).toBe(duration);

  // Space plays and pauses the focused player.
  const replay = again.getByTestId('player');
  await expect.poll(() => again.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);
  await replay.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => replay.getAttribute('data-state')).toBe('playing');
  await page.keyboard.press('Space');
  await expect.poll(() => replay.getAttribute('data-state')).toBe('paused');

  // Dislike asks for feedback; Enter sends it with the rating.
  await again.getByTestId('rate-dislike').click();
  const feedback = again.getByTestId('feedback-input');
  await feedback.fill('Too long');
  const disliked = page.waitForRequest((r) => r.url().endsWith('/api/eddie/score') && r.method() === 'POST');
  await feedback.press('Enter');
  expect((await disliked).postDataJSON()).toMatchObject({ score: 'dislike', feedback: 'Too long', story_index: 0 });
  await feedback.waitFor({ state: 'detached' });
  expect(await again.getByTestId('rate-dislike').getAttribute('aria-pressed')).toBe('true');

  // A tightened cut has several segments: every cut is a layer swap (at 2x, to keep the test short).
  const input2 = steps.byTestId('chat-input');
  await expect.poll(() => input2.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input2.fill('Remove the silences');
  await page.keyboard.press('Enter');
  await expect.poll(() => steps.byTestId('edit-result').count(), { timeout: 120_000 }).toBe(2);
  const tight = steps.byTestId('edit-result').last();
  const cuts = await tight.locator('[data-testid^="segment-item-"]').count();
  expect(cuts).toBeGreaterThanOrEqual(2);
  for (const label of ['1.5x', '1.75x', '2x']) {
    await tight.getByTestId('player-speed').click();
    expect(await tight.getByTestId('player-speed').textContent()).toBe(label);
  }
  const tightPlayer = tight.getByTestId('player');
  await expect.poll(() => tight.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);
  await recordPlayer(tightPlayer);
  await tight.getByTestId('player-play').click();
  await expect.poll(() => tightPlayer.getAttribute('data-state'), { timeout: 90_000, interval: 200 }).toBe('ended');
  expect(await playerLog(page)).toEqual(expectedPlayback(cuts));

  // The editor's transport keys on the focused preview: End, ←, M.
  await tightPlayer.focus();
  await page.keyboard.press('End');
  await expect.poll(() => tightPlayer.getAttribute('data-segment-index')).toBe(String(cuts - 1));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => tightPlayer.getAttribute('data-segment-index')).toBe(String(cuts - 2));
  await page.keyboard.press('m');
  await expect.poll(() => tight.getByRole('button', { name: 'Unmute' }).count()).toBe(1);

  // Reply on the first edit: the next prompt changes that edit, not the newest one.
  const firstEdit = steps.byTestId('edit-result').first();
  const firstTitle = (await firstEdit.locator('h3').first().textContent())!;
  await firstEdit.getByTestId('reply-to-edit').click();
  expect(await steps.byTestId('replying-to').innerText()).toMatch(new RegExp(`^Replying to ${firstTitle}\\s*×$`));
  // × cancels the reply; Reply sets it again.
  await steps.byTestId('cancel-reply').click();
  expect(await steps.byTestId('replying-to').count()).toBe(0);
  await firstEdit.getByTestId('reply-to-edit').click();
  await input2.fill('Make it longer');
  await page.keyboard.press('Enter');
  await expect.poll(() => steps.byTestId('edit-result').count(), { timeout: 120_000 }).toBe(3);
  expect(await steps.byTestId('replying-to').count()).toBe(0);
  const longer = steps.byTestId('edit-result').last();
  const seconds = (clock: string | null) => clock!.split(':').reduce((t, x) => t * 60 + Number(x), 0);
  expect(seconds(await longer.getByTestId('edit-duration').textContent())).toBeGreaterThan(seconds(duration));
  await page.getByText(`I made “${firstTitle}” longer: from `).waitFor();
  // The prompt shows as a reply whose 'Jump to edit' brings the first edit into view.
  const reply = steps.byTestId('reply-message').last();
  expect(await reply.textContent()).toContain('Make it longer');
  await page.evaluate(() => window.scrollTo(0, 0));
  await steps
    .byTestId('message-list')
    .evaluate((el) => (el.scrollTop = el.scrollHeight))
    .catch(() => undefined);
  await reply.getByTestId('jump-to-edit').click();
  await expect
    .poll(() =>
      firstEdit.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top < window.innerHeight && r.bottom > 0;
      }),
    )
    .toBe(true);

  // An ask the chat does not make as an edit (a layout is chosen at export) posts no edit and says where it is.
  await expect.poll(() => input2.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input2.fill('Make it vertical');
  await page.keyboard.press('Enter');
  await page
    .getByText('Vertical (9:16) is chosen when you export, not made in the chat: open Export under “')
    .waitFor();
  expect(await steps.byTestId('edit-result').count()).toBe(3);
  await page.screenshot({ path: process.env.E2E_SCREENSHOT ?? '/dev/null' }).catch(() => undefined);
});
