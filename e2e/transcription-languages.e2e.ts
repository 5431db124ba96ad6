import { fileURLToPath } from 'node:url';
import { botText, importText } from '@otto/shared/ui-text';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const media = (path: string) => fileURLToPath(new URL(`../../shared/media/${path}`, import.meta.url));

// TRANSCRIBE_ENGINE=auto (the default), no whisper model, and a model host nobody answers at: offline.
const product = useProduct({ WHISPER_MODEL_URL: 'http://127.0.0.1:9/ggml-base.bin' });

test('offline without a whisper model: the picker promises English only, French is refused on the card, and an English import says once that the offline engine ran', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('offline@example.com', 'correct horse battery');
  // French was this user's choice from an earlier import.
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transcriptionLanguage: 'fr' }),
    });
    return res.status;
  });
  expect(saved).toBe(200);
  await page.reload();
  await steps.byTestId('user-menu').waitFor();

  await steps.byTestId('new-project').click();
  await steps.byTestId('mode-picker').waitFor();
  const chatCard = steps.byTestId('mode-card-multi_language');
  await expect.poll(() => chatCard.textContent(), { timeout: 10_000 }).toMatch(/English only until whisper is enabled/);
  expect(await chatCard.textContent()).not.toMatch(/any of 50\+ languages/);
  await steps.byTestId('mode-card-social_media').click();
  await page.keyboard.press('Enter');
  await steps.byTestId('chat-page').waitFor();

  await imports.chooseFiles(media('video/auto-editor_example.mp4'));
  const refusal = steps.byTestId('import-language-refusal');
  await refusal.waitFor();
  expect(await refusal.textContent()).toBe(importText.languageUnavailable('French'));
  expect(await steps.byTestId('import-start').isDisabled()).toBe(true);
  const french = steps.byTestId('import-language').locator('option[value="fr"]');
  expect(await french.isDisabled()).toBe(true);
  expect(await french.textContent()).toBe('French (unavailable)');

  // English can be had: the refusal goes, and the names and terms are kept on the project.
  await steps.byTestId('import-language').selectOption('en');
  await refusal.waitFor({ state: 'detached' });
  const vocabularySaved = page.waitForResponse(
    (r) => /\/api\/projects\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PATCH',
  );
  await steps.byTestId('import-vocabulary').fill('banana, Gutenberg');
  await steps.byTestId('import-vocabulary').press('Enter');
  expect((await (await vocabularySaved).json()).project.vocabulary).toEqual(['banana', 'Gutenberg']);

  await imports.startImport();
  const row = await imports.firstSourceRow();
  const seen = await imports.followStatus(row, /^(Imported|Unsupported language|Processing error)$/);
  expect(seen.at(-1)).toBe('Imported');
  const notice = page.getByText(botText.offlineEngine);
  await notice.first().waitFor({ timeout: 30_000 });
  // The chat re-renders as the import's messages arrive: count once it has settled, not mid-render.
  await expect.poll(() => notice.count()).toBe(1);
});
