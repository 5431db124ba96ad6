/**
 * A-roll logging and Scripted Story in the browser: import, see what Otto made of the footage,
 * export it. The A-roll project is created through the API call the mode picker makes (POST
 * /api/projects with mode a_roll): on this branch the picker's A-roll/B-roll card is still 'coming
 * soon'; the rest (import card, chat, export menu) is the UI.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, projectStatus, ui } from './ui';

const clip = fileURLToPath(new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

/** Imports the clip (and any other files) on the project's import card and waits until the project is ready. */
async function importClip(page: Page, projectId: string, ...others: string[]) {
  const importer = importUi(page);
  await importer.chooseFiles(clip, ...others);
  await importer.startImport();
  await expect.poll(() => projectStatus(page, projectId), { timeout: 240_000, interval: 1000 }).toBe('success');
}

/** Picks an entry of the (last) export menu and returns the file the browser downloaded. */
async function exportVia(page: Page, entry: string) {
  await page.getByTestId('export-button').last().click();
  await page.getByTestId('export-menu').waitFor();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId(entry).click();
  const file = await download;
  const gotIt = page.getByTestId('guide-got-it');
  if (await gotIt.isVisible()) await gotIt.click();
  return { name: file.suggestedFilename(), text: async () => (await readFile(await file.path())).toString('utf8') };
}

test('an A-roll import is logged into sound bites, summarised per file, and exported to Premiere', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('aroll@example.com', 'correct horse battery');
  const created = await page.request.post('/api/projects', { data: { mode: 'a_roll', name: 'Interview' } });
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  await steps.open(`/projects/${projectId}`);
  await importClip(page, projectId);

  const summary = steps.byTestId('file-summaries');
  await summary.waitFor({ timeout: 60_000 });
  expect(await summary.textContent()).toMatch(/auto-editor_example\.mp4\d+ sound bites? about/);
  const log = steps.byTestId('aroll-log');
  await log.waitFor({ timeout: 60_000 });
  const bites = log.getByTestId('sound-bite');
  expect(await bites.count()).toBeGreaterThanOrEqual(2);
  expect(await bites.first().textContent()).toMatch(/^\d+:\d\d–\d+:\d\dauto-editor_example\.mp4/);

  // A/B-roll projects offer a single Editing Apps section: Premiere, Final Cut, DaVinci XML (and Word for A-roll).
  await page.getByTestId('export-button').last().click();
  const sections = await page.locator('[data-testid^="export-section-"]').evaluateAll((s) => s.map((e) => e.dataset.testid));
  expect(sections).toEqual(['export-section-editing_apps']);
  await page.keyboard.press('Escape');
  const file = await exportVia(page, 'export-premiere-original');
  expect(file.name).toBe('Interview_A-Rolls.xml');
  const xml = await file.text();
  expect(xml).toContain('<name>auto-editor_example.mp4</name>');
  expect((xml.match(/<marker>/g) ?? []).length).toBe(await bites.count());
});

const script = [
  'Hello, this is an example video for your convenience and pleasure.',
  'When the time reaches forty seconds, I will say banana.',
  'Our quarterly budget was approved by the board.',
];

test('a Scripted Story imported with its script shows the story line by line, exports it, and takes new scripts in the chat', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('scripted@example.com', 'correct horse battery');
  await steps.createProject('scripted_story');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const scriptFile = join(await mkdtemp(join(tmpdir(), 'otto-e2e-script-')), 'script.txt');
  await writeFile(scriptFile, script.join('\n'));
  // The script goes in with the footage; the story is assembled when the import ends.
  await importClip(page, projectId, scriptFile);

  const story = steps.byTestId('scripted-story').last();
  await story.waitFor({ timeout: 60_000 });
  const lines = story.getByTestId('script-line');
  expect(await lines.count()).toBe(3);
  expect(await lines.nth(0).getByTestId('chosen-take').textContent()).toMatch(/hello this is an example video/);
  expect(await lines.nth(1).getByTestId('chosen-take').textContent()).toMatch(/i will say banana/);
  expect(await lines.nth(2).getByTestId('line-missing').textContent()).toBe('Not found in the footage');

  const file = await exportVia(page, 'export-fcpxml-original');
  expect(file.name).toMatch(/_Scripted_Story\.fcpxml$/);
  expect(await file.text()).toContain('When the time reaches forty seconds, I will say banana.');

  // Sending prompts stays off; the chat bar takes a new script and Ctrl+Enter matches it.
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill(script[1]!);
  await page.keyboard.press('Enter');
  expect(await input.inputValue()).toBe(script[1]);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => steps.byTestId('scripted-story').count(), { timeout: 60_000 }).toBe(2);
  const again = steps.byTestId('scripted-story').last().getByTestId('script-line');
  expect(await again.count()).toBe(1);
  expect(await again.first().getByTestId('chosen-take').textContent()).toMatch(/i will say banana/);
  expect(await input.inputValue()).toBe('');
});
