import { createServer } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { startFakeFrameio } from '../apps/server/src/frameio/frameio.test-server';
import { useProduct } from './harness';
import { ui } from './ui';

/** A port nobody holds now: the login's redirect URI (PUBLIC_URL) must name Otto's real address. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const fake = await startFakeFrameio({
  clientId: 'otto-e2e',
  clientSecret: 'otto-e2e-secret',
  accounts: [{ id: 'acc-1', display_name: 'Studio North' }],
  files: { 'acc-1': [{ id: 'f-interview', name: 'interview.mov', file_size: 123_456 }] },
});
const port = await freePort();
afterAll(() => fake.close());

const product = useProduct({
  TRANSCRIBE_ENGINE: 'pocketsphinx',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  FRAMEIO_CLIENT_ID: 'otto-e2e',
  FRAMEIO_CLIENT_SECRET: 'otto-e2e-secret',
  FRAMEIO_IMS_URL: fake.origin,
  FRAMEIO_API_URL: `${fake.origin}/v4`,
});

test('the Frame.io modal signs in through a popup, then checks each asset link with the spec texts', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('reviewer@example.com', 'correct horse battery');
  await steps.createProject('social_media');

  await steps.byTestId('import-frameio').click();
  const dialog = steps.byTestId('frameio-dialog');
  await dialog.getByRole('heading', { name: 'Add files from Frame.io (v4)' }).waitFor();
  const popup = page.waitForEvent('popup');
  await dialog.getByTestId('frameio-connect').click();
  await popup;
  // IMS (the fake) sends the popup back to /frameio-v4/callback, which reports the sign-in to the modal.
  const account = dialog.getByTestId('frameio-account');
  await account.waitFor({ timeout: 30_000 });
  expect(await account.locator('option').allTextContents()).toEqual(['Studio North']);
  await dialog.getByRole('button', { name: 'Switch Frame.io ID' }).waitFor();

  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  const addLink = dialog.getByTestId('frameio-add-link');
  const link = dialog.getByTestId('frameio-link').first();
  const error = dialog.getByTestId('frameio-error');
  // Every input must be filled before Continue, or before another input may be added.
  expect(await continueButton.isDisabled()).toBe(true);
  expect(await addLink.isDisabled()).toBe(true);

  const noAsset = 'https://next.frame.io/project/p-1/files';
  await link.fill(noAsset);
  expect(await addLink.isDisabled()).toBe(false);
  await continueButton.click();
  await expect.poll(() => error.textContent()).toBe(`Invalid asset url: ${noAsset}`);

  await link.fill('https://next.frame.io/project/p-1/view/f-missing');
  await continueButton.click();
  await expect
    .poll(() => error.textContent(), { timeout: 30_000 })
    .toBe("Oops! I couldn't find your video. Mind double-checking the link or trying a different one?");

  await link.fill('https://next.frame.io/project/p-1/view/f-interview');
  await continueButton.click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await steps.byTestId('chosen-files').getByText('interview.mov').waitFor();
  expect(fake.calls).toContain('POST /ims/token/v3');
});
