import { fileURLToPath } from 'node:url';
import { botText } from '@otto/shared/ui-text';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const clip = fileURLToPath(new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url));

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx', SUPPORT_EMAIL: 'help@studio.example' });

test("the chat's 'contact our team' texts name the server's SUPPORT_EMAIL, also when the page writes them itself", async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('support@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  await imports.chooseFiles(clip);

  // The upload reaches storage, but neither file-ingest nor the report of its failure gets through:
  // the page writes the message itself, with the address the session gave it.
  const refuse = { status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"down"}' };
  await page.route('**/api/projects/file-ingest', (route) => route.fulfill(refuse));
  await page.route('**/api/projects/mark-file-failed', (route) => route.fulfill(refuse));
  await imports.startImport();

  const expected = botText.fileIngestFailed('help@studio.example');
  await page.getByText(expected).first().waitFor({ timeout: 120_000 });
  expect(await page.getByText('your Otto administrator').count()).toBe(0);
}, 200_000);
