import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTalkSite, type VideoSite } from '../apps/server/src/video-links/video-site.test-server';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

// The video site runs on loopback over http: the operator's switches let Otto reach it.
const product = useProduct({
  TRANSCRIBE_ENGINE: 'pocketsphinx',
  OUTBOUND_ALLOW_HTTP: 'true',
  OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,::1',
});

let site: VideoSite;
beforeAll(async () => {
  site = await startTalkSite();
});
afterAll(async () => {
  await site?.close();
});

test('"Add YouTube Video" checks the link, then imports the video end to end', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  const imports = importUi(page);
  await steps.open('/');
  await steps.signUp('linker@example.com', 'correct horse battery');
  await steps.createProject('social_media');

  await steps.byTestId('import-youtube').click();
  const dialog = steps.byTestId('video-link-dialog');
  await dialog.getByRole('heading', { name: 'Add YouTube Video' }).waitFor();
  const url = dialog.getByTestId('video-link-url');
  const add = dialog.getByRole('button', { name: 'Add Video' });
  const error = dialog.getByTestId('video-link-error');

  await url.fill('not a link');
  await add.click();
  expect(await error.textContent()).toBe('Please enter a valid YouTube URL');

  await url.fill(`${site.origin}/watch/gone`);
  await add.click();
  await expect.poll(() => error.textContent(), { timeout: 30_000 }).toBe(
    'Unable to search for video, please check your link and try again.',
  );

  await url.fill(`${site.origin}/watch/marathon`);
  await add.click();
  await expect.poll(() => error.textContent(), { timeout: 30_000 }).toBe(
    'We currently support videos up to 4 hours. Please select a shorter video and try again.',
  );

  await url.fill(`${site.origin}/watch/talk`);
  await url.press('Enter');
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await steps.byTestId('chosen-files').getByText('Inaugural address.mp4').waitFor();

  await imports.startImport();
  const row = await imports.firstSourceRow();
  const seen = await imports.followStatus(row, /^Imported$/);
  console.log('statuses seen:', seen.join(' | '));
  expect(seen.at(-1)).toBe('Imported');
  // The transcript reaches the chat: "… ask not what your country can do for you …"
  await page.getByText(/country/i).first().waitFor({ timeout: 60_000 });
  await expect
    .poll(async () => steps.byTestId('project-name').first().textContent(), { timeout: 10_000 })
    .toBe('Inaugural address');
});
