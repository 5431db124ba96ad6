import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { promptInNewProject, ui } from './ui';

const clip = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

test('a rough cut is outlined first, cut from the approved outline, and shows as a strip with its chapters', async () => {
  const page = await product.newPage();
  const { projectId } = await promptInNewProject(page, {
    email: 'rough-cut@example.com',
    mode: 'rough_cut',
    clip: fileURLToPath(clip),
    prompt: 'Rough cut of 1 minute',
  });
  // The story card comes first: nothing is cut until the outline is approved.
  await page.getByTestId('story-card').first().waitFor({ timeout: 120_000 });
  expect(await page.getByTestId('edit-result').count()).toBe(0);
  // A chapter renamed in the chat comes back as a new card, still waiting for approval.
  const input = ui(page).byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill('Rename chapter 1 to Intro');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('story-card').count(), { timeout: 30_000 }).toBe(2);
  const card = page.getByTestId('story-card').last();
  expect(await card.getByTestId('story-card-title-0').inputValue()).toBe('Intro');
  expect(await page.getByTestId('edit-result').count()).toBe(0);
  const rows = card.locator('[data-testid^="story-card-chapter-"]');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(1);
  const proposed = await card
    .locator('[data-testid^="story-card-title-"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  // The editor moves the last chapter to the top, renames it, and drops the third when there is one.
  if (count >= 2) await card.getByTestId(`story-card-up-${count - 1}`).click();
  await card.getByTestId('story-card-title-0').fill('Cold open');
  if (count >= 3) await card.getByTestId('story-card-drop-2').click();
  const kept = ['Cold open', ...(count >= 2 ? [proposed[0]!] : []), ...(count >= 4 ? proposed.slice(2, -1) : [])];
  await card.getByTestId('story-card-approve').click();
  const edit = ui(page).byTestId('edit-result').last();
  await edit.waitFor({ timeout: 60_000 });
  await card.getByTestId('story-card-approved').waitFor();
  expect(await card.getByTestId('story-card-approve').count()).toBe(0);
  // The tasks record both steps, each with when it ran.
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
    project: { aiTasks: { task_id: string; status: string; started_at?: string; finished_at?: string }[] };
  };
  expect(project.project.aiTasks.map((t) => `${t.task_id}:${t.status}`)).toEqual([
    'create_story_card:completed',
    'create_rough_cut:completed',
  ]);
  for (const t of project.project.aiTasks)
    expect(Date.parse(t.finished_at!)).toBeGreaterThanOrEqual(Date.parse(t.started_at!));

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
  // The chapters are the outline as approved: its order, its titles, without the dropped one.
  const titles = (await chapters.allTextContents()).map((row) => row.replace(/^\d+/, '').replace(/(\d+:\d\d){2}$/, ''));
  expect(titles).toEqual(kept);
  // The same options bar as every edit.
  expect(await edit.getByTestId('edit-duration').textContent()).toMatch(/^\d+:\d\d$/);
  expect(await edit.getByTestId('export-button').isVisible()).toBe(true);

  // Clicking a block plays from that segment; the strip and the outline follow the player.
  const player = edit.getByTestId('player');
  expect(await player.getAttribute('data-segment-index')).toBe('0');
  expect(await blocks.count()).toBeGreaterThanOrEqual(2);
  await view.getByTestId('rough-cut-block-1').click();
  // Read together: playback may already be past a short segment by a second look.
  await expect
    .poll(async () => [
      await player.getAttribute('data-segment-index'),
      await view.getByTestId('rough-cut-block-1').getAttribute('aria-current'),
      await view.getByTestId('rough-cut-block-0').getAttribute('aria-current'),
    ])
    .toEqual(['1', 'true', null]);
  // A chapter row is a button: Enter on it plays the chapter from its first segment.
  const lastChapter = view.getByTestId(`rough-cut-chapter-${(await chapters.count()) - 1}`);
  await lastChapter.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => lastChapter.getAttribute('aria-current')).toBe('true');
  await view.getByTestId('rough-cut-chapter-0').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => player.getAttribute('data-segment-index')).toBe('0');
});
