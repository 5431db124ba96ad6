import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { EditContext } from '@otto/shared/api/edits';
import type { Segment } from '@otto/shared/container';
import { editLines, sentencesOf } from '@otto/shared/transcript-edit';
import { useProduct } from './harness';
import { editFromPrompt, ui } from './ui';

const clip = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

/** The edit's exact length (the options bar shows m:ss; its data-seconds holds the seconds). */
const secondsOf = async (edit: Locator) => Number(await edit.getByTestId('edit-duration').getAttribute('data-seconds'));

/** The segments the server holds for the edit now. */
async function storedSegments(page: Page, projectId: string, messageId: string): Promise<Segment[]> {
  const res = await page.request.get(`/api/projects/${projectId}/messages`);
  const messages = ((await res.json()) as { messages: { id: string; data: Record<string, unknown> }[] }).messages;
  const data = messages.find((m) => m.id === messageId)!.data as {
    container: { stories: { index: number; segments: Segment[] }[] };
    storyIndex: number;
  };
  return data.container.stories.find((s) => s.index === data.storyIndex)!.segments;
}

const keptLineKeys = (editor: Locator) =>
  editor
    .locator('[data-testid="transcript-line"][data-kept="true"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-line-key')!));

test('an edit is fine-tuned through its transcript: delete a sentence, undo, redo, reorder, export, reload', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const { projectId, edit } = await editFromPrompt(page, {
    email: 'text-edit@example.com',
    mode: 'social_media',
    clip: fileURLToPath(clip),
    prompt: 'Make me a 30-second clip',
  });
  const messageId = (await edit.getAttribute('data-message-id'))!;
  const before = await secondsOf(edit);

  await edit.getByTestId('edit-transcript').click();
  const editor = edit.getByTestId('transcript-editor');
  await editor.getByTestId('transcript-line').first().waitFor({ timeout: 30_000 });
  const kept = await keptLineKeys(editor);
  expect(kept.length).toBeGreaterThanOrEqual(3);

  // Delete the second sentence the edit plays: the duration drops by that sentence's length (its
  // words, at most the pauses either side of them too).
  const context = (await (
    await page.request.get(`/api/projects/${projectId}/messages/${messageId}/edit`)
  ).json()) as EditContext;
  const [sourceId, sentence] = kept[1]!.split(/:(?=\d+$)/);
  const source = context.sources.find((s) => s.sourceId === sourceId)!;
  const span = sentencesOf(source)[Number(sentence)]!;
  const words = source.words;
  const spoken = words[span.lastWord]!.end - words[span.firstWord]!.start;
  const withPauses = (words[span.lastWord + 1]?.start ?? source.durationSec) - (words[span.firstWord - 1]?.end ?? 0);
  const line = editor.locator(`[data-line-key="${kept[1]}"]`);
  await line.focus();
  await page.keyboard.press('Delete');
  await expect.poll(() => line.getAttribute('data-kept')).toBe('false');
  expect(await line.getByTestId('removed-words').count()).toBe(1);
  const cut = await secondsOf(edit);
  expect(before - cut).toBeGreaterThanOrEqual(spoken - 0.01);
  expect(before - cut).toBeLessThanOrEqual(withPauses + 0.01);
  await expect.poll(() => editor.getByTestId('edit-save-state').textContent()).toBe('Saved');
  expect((await storedSegments(page, projectId, messageId)).length).toBeGreaterThan(0);

  // Undo brings it back, redo takes it out again: the buttons and Ctrl+Z / Shift+Ctrl+Z.
  await page.keyboard.press('Control+z');
  await expect.poll(() => secondsOf(edit)).toBeCloseTo(before, 3);
  await editor.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => secondsOf(edit)).toBeCloseTo(cut, 3);
  await page.keyboard.press('Control+z');
  await expect.poll(() => secondsOf(edit)).toBeCloseTo(before, 3);
  await line.focus();
  await page.keyboard.press('Shift+Control+z');
  await expect.poll(() => secondsOf(edit)).toBeCloseTo(cut, 3);

  // Reorder: the second kept sentence moves above the first (Alt+↑); the length stays.
  const order = await keptLineKeys(editor);
  await editor.locator(`[data-line-key="${order[1]}"]`).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => keptLineKeys(editor)).toEqual([order[1], order[0], ...order.slice(2)]);
  expect(await secondsOf(edit)).toBeCloseTo(cut, 2);
  await expect.poll(() => editor.getByTestId('edit-save-state').textContent()).toBe('Saved');

  // Selected words go with Backspace, mid-sentence: the rest of the sentence still plays. Undo.
  const firstLine = editor.locator(`[data-line-key="${order[1]}"]`);
  const wordCount = await firstLine.locator('[data-word]').count();
  expect(wordCount).toBeGreaterThanOrEqual(4);
  await firstLine.evaluate((el) => {
    const spans = el.querySelectorAll('[data-word]');
    const range = document.createRange();
    range.setStart(spans[1]!.firstChild!, 0);
    range.setEnd(spans[2]!.firstChild!, spans[2]!.firstChild!.textContent!.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await page.keyboard.press('Backspace');
  await expect.poll(() => firstLine.getByTestId('removed-words').count()).toBe(1);
  expect(await firstLine.getAttribute('data-kept')).toBe('true');
  expect(await secondsOf(edit)).toBeLessThan(cut);
  await page.evaluate(() => window.getSelection()!.removeAllRanges());
  await page.keyboard.press('Control+z');
  await expect.poll(() => firstLine.getByTestId('removed-words').count()).toBe(0);
  expect(await secondsOf(edit)).toBeCloseTo(cut, 2);

  // The "?" overlay lists the shortcuts.
  await editor.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const shortcuts = page.getByTestId('edit-shortcuts');
  await shortcuts.waitFor();
  expect(await shortcuts.textContent()).toContain('Alt+↑ / Alt+↓');
  await page.keyboard.press('Escape');
  await shortcuts.waitFor({ state: 'detached' });

  // The Premiere XML has the edited clips, in the edited order, at the edited ranges (30 fps media).
  // The undo's save can land after the shortcuts check on a loaded machine: wait until the server
  // holds what the editor shows (before, the export raced a stored version one change behind).
  const shown = await secondsOf(edit);
  const storedSeconds = () =>
    storedSegments(page, projectId, messageId).then((s) => s.reduce((t, x) => t + x.end - x.start, 0));
  await expect.poll(storedSeconds, { timeout: 30_000 }).toBeCloseTo(shown, 2);
  await expect.poll(() => editor.getByTestId('edit-save-state').textContent()).toBe('Saved');
  const segments = await storedSegments(page, projectId, messageId);
  await edit.getByTestId('export-button').click();
  await page.getByTestId('export-menu').waitFor();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('export-premiere-original').click();
  const xml = (await readFile(await (await download).path())).toString('utf8');
  const gotIt = page.getByTestId('guide-got-it');
  if (await gotIt.isVisible()) await gotIt.click();
  // The video track comes first: its clip items, one a segment, lead the file.
  const ranges = [...xml.matchAll(/<clipitem[^>]*>[\s\S]*?<in>(\d+)<\/in>\s*<out>(\d+)<\/out>/g)]
    .slice(0, segments.length)
    .map((m) => [Number(m[1]), Number(m[2])]);
  expect(ranges).toEqual(segments.map((s) => [Math.round(s.start * 30), Math.round(s.end * 30)]));

  // After a reload the edited version is what the edit shows.
  const edited = await secondsOf(edit);
  await steps.open(`/projects/${projectId}`);
  const reloaded = page.locator(`[data-testid="edit-result"][data-message-id="${messageId}"]`);
  await reloaded.waitFor({ timeout: 30_000 });
  expect(await secondsOf(reloaded)).toBeCloseTo(edited, 3);
  await reloaded.getByTestId('edit-transcript').click();
  await expect
    .poll(() => keptLineKeys(reloaded.getByTestId('transcript-editor')))
    .toEqual([order[1], order[0], ...order.slice(2)]);

  // Two tabs: this one restores the deleted sentence (R), a second one, still on the version
  // before, deletes the last sentence. The second is told, loads the latest and makes its change
  // again on top of it: both changes are kept.
  const second = await page.context().newPage();
  await second.goto(`/projects/${projectId}`);
  const otherEdit = second.locator(`[data-testid="edit-result"][data-message-id="${messageId}"]`);
  await otherEdit.getByTestId('edit-transcript').click();
  const otherEditor = otherEdit.getByTestId('transcript-editor');
  await otherEditor.getByTestId('transcript-line').first().waitFor({ timeout: 30_000 });

  const thisEditor = reloaded.getByTestId('transcript-editor');
  await thisEditor.locator(`[data-line-key="${kept[1]}"]`).focus();
  await page.keyboard.press('r');
  await expect.poll(() => thisEditor.locator(`[data-line-key="${kept[1]}"]`).getAttribute('data-kept')).toBe('true');
  await expect.poll(() => thisEditor.getByTestId('edit-save-state').textContent()).toBe('Saved');

  const last = (await keptLineKeys(otherEditor)).at(-1)!;
  await otherEditor.locator(`[data-line-key="${last}"]`).focus();
  await second.keyboard.press('Delete');
  await otherEditor.getByRole('alert').filter({ hasText: 'This edit was changed in another tab.' }).waitFor();
  await expect.poll(() => otherEditor.getByTestId('edit-save-state').textContent()).toBe('Saved');
  const both = await keptLineKeys(otherEditor);
  expect(both).toContain(kept[1]);
  expect(both).not.toContain(last);
  // What the server holds reads the same.
  const sources = Object.fromEntries(context.sources.map((src) => [src.sourceId, src]));
  const stored = await storedSegments(page, projectId, messageId);
  expect(
    editLines(sources, stored)
      .filter((l) => l.kept)
      .map((l) => l.key),
  ).toEqual(both);

  // "Revert to AI version" brings back the AI's cut, as a new version.
  await otherEditor.getByRole('button', { name: 'Revert to AI version' }).click();
  await expect.poll(() => secondsOf(otherEdit)).toBeCloseTo(before, 3);
  await expect.poll(() => otherEditor.getByTestId('edit-save-state').textContent()).toBe('Saved');

  // Dragging a sentence onto the lower half of another plays it after that one.
  const aiOrder = await keptLineKeys(otherEditor);
  const target = otherEditor.locator(`[data-line-key="${aiOrder.at(-1)}"]`);
  const box = (await target.boundingBox())!;
  const moved = [...aiOrder.slice(1), aiOrder[0]];
  // Playwright notices that a drag started by a 0 ms timer after the first mouse move; on a busy
  // machine the browser's dragstart can come later and the whole drag is silently dropped, so a
  // drag that changed nothing is tried again (if the first did land, a repeat puts the line where it already is).
  for (let attempt = 1; ; attempt++) {
    await otherEditor
      .locator(`[data-line-key="${aiOrder[0]}"]`)
      .dragTo(target, { targetPosition: { x: 20, y: box.height - 3 } });
    const settled = await expect
      .poll(() => keptLineKeys(otherEditor), { timeout: attempt < 3 ? 3_000 : 10_000 })
      .toEqual(moved)
      .then(
        () => true,
        (error: unknown) => (attempt < 3 ? false : Promise.reject(error)),
      );
    if (settled) break;
  }
  await expect.poll(() => otherEditor.getByTestId('edit-save-state').textContent()).toBe('Saved');
  await second.close();
}, 400_000);
