import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { tourUi } from './tour-steps';
import { ui } from './ui';

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx', DEMO_SEED: 'standard' });

interface Demo {
  projectId: string;
  category: 'multicam' | 'others';
  ready: boolean;
}

/** The single-camera demo, once Otto has seeded it on its first start. */
async function readyDemo(page: Page): Promise<Demo> {
  let found: Demo | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/demos');
        if (!res.ok()) return false;
        found = ((await res.json()) as { demos: Demo[] }).demos.find((d) => d.ready && d.category === 'others');
        return Boolean(found);
      },
      { timeout: 170_000, interval: 1000 },
    )
    .toBe(true);
  return found!;
}

test('a new user takes the guided tour end to end on a copy of the demo project', { timeout: 400_000 }, async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const t = tourUi(page);
  await steps.open('/');
  const demo = await readyDemo(page);

  // 'Take a guided tour' asks a visitor to sign in; signing up returns to /?demo=start, which opens the tour.
  await steps.byTestId('take-tour').click();
  await steps.byTestId('sign-in-dialog').waitFor();
  await steps.byTestId('auth-mode-toggle').click();
  await steps.byTestId('auth-name').fill('New Editor');
  await steps.byTestId('auth-email').fill('tour-demo@example.com');
  await steps.byTestId('auth-password').fill('correct horse battery');
  await steps.byTestId('auth-submit').click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tour=1$/, { timeout: 60_000 });

  // The tour runs on the user's own copy of the demo: its start message and example edits are there.
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  expect(projectId).not.toBe(demo.projectId);
  const mine = (await (await page.request.get('/api/projects')).json()) as { projects: { id: string }[] };
  expect(mine.projects.map((p) => p.id)).toContain(projectId);
  await steps.byTestId('message-demo_start').first().waitFor({ timeout: 30_000 });
  await steps.byTestId('edit-result').first().waitFor({ timeout: 30_000 });
  expect(await page.getByText("The demo project isn't available on this server").count()).toBe(0);

  await t.atStep('import', '1 of 6', 'Your footage');
  await t.focusIsInTour();
  await t.spotlights(page.locator('[data-tour="import-status"]').last());
  await page.keyboard.press('ArrowRight');

  await t.atStep('prompt', '2 of 6', 'Ask for an edit');
  await t.spotlights(steps.byTestId('chat-bar'));
  const suggested = (await t.tour.getByTestId('tour-prompt').textContent())!.replace(/[“”]/g, '');
  await expect.poll(() => t.tour.getByTestId('tour-send-prompt').isEnabled(), { timeout: 30_000 }).toBe(true);
  const editsBefore = await steps.byTestId('edit-result').count();
  await t.tour.getByTestId('tour-send-prompt').click();
  await expect
    .poll(() => steps.byTestId('message-user_message').last().textContent(), { timeout: 20_000 })
    .toContain(suggested);

  await t.atStep('player', '3 of 6', 'Preview the edit');
  await t.spotlights(page.locator('[data-tour="player"]').last());
  await t.tour.getByTestId('tour-next').click();

  await t.atStep('export', '4 of 6', 'Export');
  await t.spotlights(steps.byTestId('export-button').last());
  await page.keyboard.press('ArrowRight');

  await t.atStep('settings', '5 of 6', 'Settings');
  await t.spotlights(steps.byTestId('header-settings'));
  await page.keyboard.press('ArrowRight');

  await t.atStep('done', '6 of 6');
  await t.tour.getByTestId('tour-next').click();
  await t.gone();
  expect(await t.remembered()).toBe('finished');

  // The answer to the tour's prompt arrives as an edit of the demo's footage.
  await expect.poll(() => steps.byTestId('edit-result').count(), { timeout: 120_000 }).toBeGreaterThan(editsBefore);

  // Remembered: the tour does not come back on a reload.
  await page.goto(`/projects/${projectId}?tour=1`);
  await steps.byTestId('edit-result').first().waitFor({ timeout: 30_000 });
  expect(await t.tour.count()).toBe(0);

  // The same demo, embedded: /?embed=demo finds it without a share id and plays its example edits.
  const visitor = await product.newPage();
  await visitor.goto('/?embed=demo');
  await visitor.getByTestId('embed-demo').waitFor({ timeout: 30_000 });
  const embeddedEdit = visitor.getByTestId('edit-result').first();
  await embeddedEdit.waitFor({ timeout: 30_000 });
  await expect.poll(() => embeddedEdit.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);
  expect(await visitor.getByTestId('chat-bar').count()).toBe(0);
  expect(await visitor.getByTestId('sign-in-button').count()).toBe(0);
});

test(
  'on a rough-cut project using the demo, the player step shows the rough cut with its strip and plays it',
  { timeout: 500_000 },
  async () => {
    const page = await product.newPage();
    const steps = ui(page);
    const t = tourUi(page);
    await steps.open('/');
    await readyDemo(page);
    await steps.signUp('tour-rough-cut@example.com', 'correct horse battery');
    await steps.createProject('rough_cut');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    // The demo's footage in this rough-cut project, then a first prompt: an outline first, the cut once approved.
    await steps.byTestId('import-demo').click();
    const picker = steps.byTestId('demo-picker');
    await picker.locator('[data-testid="demo-tile"][data-category="others"]').getByRole('button').first().click();
    await picker.waitFor({ state: 'detached' });
    const input = steps.byTestId('chat-input');
    await expect.poll(() => input.isEnabled(), { timeout: 60_000 }).toBe(true);
    await input.fill('Rough cut of 1 minute');
    await page.keyboard.press('Enter');
    const card = steps.byTestId('story-card').last();
    await card.waitFor({ timeout: 120_000 });

    // Before the outline is approved there is nothing to play: the step says what brings the rough cut.
    await t.openAtPlayer(projectId, 'Preview the rough cut');
    expect(await t.tour.getByTestId('tour-body').textContent()).toMatch(/Approve it, and the rough cut plays here/);
    expect(await t.tour.getByTestId('tour-play').count()).toBe(0);
    await page.keyboard.press('Escape');
    await t.gone();

    await steps.byTestId('story-card').last().getByTestId('story-card-approve').click();
    const view = steps.byTestId('edit-result').last().getByTestId('rough-cut-result');
    await view.waitFor({ timeout: 120_000 });
    const player = view.getByTestId('player');
    await expect.poll(() => view.getByTestId('player-play').isEnabled(), { timeout: 30_000 }).toBe(true);

    // The tour again: its player step spotlights the rough cut's preview and its timeline strip.
    await t.forget();
    await t.openAtPlayer(projectId, 'Preview the rough cut');
    expect(await t.tour.getByTestId('tour-body').textContent()).toMatch(/^Your rough cut plays here\. The strip/);
    await t.spotlights(player);
    await t.spotlights(view.getByTestId('rough-cut-strip'));

    // Play from the step: the rough cut plays, and the caption's button turns into Pause.
    const play = t.tour.getByTestId('tour-play');
    await expect.poll(() => play.textContent(), { timeout: 30_000 }).toBe('Play');
    await play.click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 15_000 }).toBe('playing');
    await expect.poll(() => play.textContent()).toBe('Pause');
    const at = async () =>
      player
        .locator('video')
        .first()
        .evaluate((v: HTMLVideoElement) => v.currentTime);
    const started = await at();
    await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(started);
    await play.click();
    await expect.poll(() => player.getAttribute('data-state')).not.toBe('playing');

    // The spotlight lets clicks through to what plays: a block of the strip plays from its segment.
    const blocks = view.locator('[data-testid^="rough-cut-block-"]');
    if ((await blocks.count()) >= 2) {
      await view.getByTestId('rough-cut-block-1').click();
      await expect.poll(() => player.getAttribute('data-segment-index')).toBe('1');
    }

    // The tour goes on from its own caption as before.
    await t.tour.getByTestId('tour-next').click();
    await t.atStep('export', '4 of 6', 'Export');
    await page.keyboard.press('Escape');
    await t.gone();
  },
);
