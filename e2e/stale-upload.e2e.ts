import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newPage, useProduct } from './harness';
import { importUi, ui } from './ui';

const media = (path: string) => fileURLToPath(new URL(`../../shared/media/${path}`, import.meta.url));
const run = promisify(execFile);

// An upload no part reached for 2 s is stale; the workers look every second.
const product = useProduct({
  TRANSCRIBE_ENGINE: 'pocketsphinx',
  UPLOAD_STALE_AFTER_SECONDS: '2',
  UPLOAD_STALE_CHECK_SECONDS: '1',
});

let dir: string;
/** 20 s of the speaking clip, small (one part) and large (two 5 MiB parts); and the large one with its first part altered. */
const files = { small: '', large: '', altered: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-stale-'));
  // Grain keeps the encoder at the asked bitrate, so the large file really is two parts.
  const cut = (name: string, videoBitrate: string) =>
    run('ffmpeg', [
      ...['-v', 'error', '-i', media('video/auto-editor_example.mp4'), '-t', '20'],
      ...['-vf', 'scale=640:360,noise=alls=30:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-b:v', videoBitrate, '-maxrate', videoBitrate, '-bufsize', '1M', '-c:a', 'aac', '-y', join(dir, name)],
    ]);
  await cut('small.mp4', '300k');
  await cut('large.mp4', '4000k');
  files.small = join(dir, 'small.mp4');
  files.large = join(dir, 'large.mp4');
  // The same size, other bytes in the first part: only the MD5 check can tell.
  const bytes = await readFile(files.large);
  for (let i = 1_000_000; i < 1_000_100; i++) bytes[i] = bytes[i]! ^ 0xff;
  files.altered = join(dir, 'large-copy.mp4');
  await writeFile(files.altered, bytes);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

test('an upload whose browser died goes stale; Re-pick refuses another file, then resumes the same one to Imported; the chat works meanwhile', async () => {
  expect((await stat(files.large)).size).toBeGreaterThan(5 * 1024 * 1024);
  expect((await stat(files.small)).size).toBeLessThan(5 * 1024 * 1024);

  // First browser: the small file goes through; the large one's part 1 is stored, then the browser dies.
  const first = await product.newPage();
  const steps = ui(first);
  await steps.open('/');
  await steps.signUp('stale-upload@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  await importUi(first).chooseFiles(files.small, files.large);
  const cdp = await first.context().newCDPSession(first);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  // The link drops for good before part 2 gets through: the browser is then closed.
  let heldUploadId = '';
  const partTwoHeld = new Promise<void>((resolve) => {
    void first.route(/partNumber=2/, (route) => {
      heldUploadId = new URL(route.request().url()).searchParams.get('uploadId') ?? '';
      resolve();
    });
  });
  await importUi(first).startImport();
  await partTwoHeld;
  await first.waitForResponse(
    (r) => r.url().includes(`uploadId=${heldUploadId}`) && r.url().includes('partNumber=1') && r.status() === 200,
    { timeout: 60_000 },
  );
  const url = first.url();
  await first.context().close();

  // Another device: the same account, the same project.
  const page = await newPage(product.browser, product.otto.url);
  const again = ui(page);
  await again.open('/');
  await again.signIn('stale-upload@example.com', 'correct horse battery');
  await page.goto(url);
  const rows = page.locator('[data-testid^="source-row-"]');
  await rows.nth(1).waitFor({ timeout: 30_000 });
  const small = rows.filter({ hasText: 'small.mp4' });
  const large = rows.filter({ hasText: 'large.mp4' });
  await large.getByTestId('source-status').filter({ hasText: 'Upload stopped' }).waitFor({ timeout: 30_000 });
  expect(await large.getByTestId('stale-upload').textContent()).toContain('No data has arrived for a while');
  for (const name of ['Re-pick file for large.mp4', 'Cancel the upload of large.mp4', 'Remove large.mp4']) {
    expect(await large.getByRole('button', { name }).isEnabled()).toBe(true);
  }

  // The other file does not wait for it: once imported, the chat takes prompts.
  await importUi(page).followStatus(small, /^Imported$/, 150_000);
  await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]');
      return input !== null && !input.disabled;
    },
    undefined,
    { timeout: 30_000 },
  );
  expect(await large.getByTestId('source-status').textContent()).toBe('Upload stopped');

  // A file of the same size whose first part differs is refused, and nothing is sent.
  const sentParts: number[] = [];
  page.on('request', (r) => {
    const part = /partNumber=(\d+)/.exec(r.url());
    if (part && r.method() === 'PUT') sentParts.push(Number(part[1]));
  });
  await large.getByTestId('repick-input').setInputFiles(files.altered);
  const refusal = large.getByTestId('repick-refusal');
  await refusal.waitFor();
  expect(await refusal.textContent()).toMatch(
    /^This is not the same file: large-copy\.mp4 has the right size but different content/,
  );
  expect(sentParts).toEqual([]);
  expect(await large.getByTestId('source-status').textContent()).toBe('Upload stopped');

  // The right file resumes the same upload: only the missing part goes, and the import completes.
  await large.getByTestId('repick-input').setInputFiles(files.large);
  // (Its one missing part may come and go between two looks at the row: the parts sent tell it.)
  await importUi(page).followStatus(large, /^Imported$/, 150_000);
  expect(sentParts).toEqual([2]);
  // It arrived after the project was ready: its transcript joins the chat on its own.
  await page.getByText('"large.mp4" is transcribed too.').waitFor({ timeout: 30_000 });
}, 400_000);

test('Cancel and Remove on stale rows, by keyboard: one cancelled upload stays as "Upload cancelled", the queued one leaves', async () => {
  const first = await product.newPage();
  const steps = ui(first);
  await steps.open('/');
  await steps.signUp('stale-cancel@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  // Two files: the first starts uploading, the second waits its turn in the queue; no part gets through.
  await importUi(first).chooseFiles(files.large, files.altered);
  const partSent = new Promise<void>((resolve) => void first.route(/partNumber=/, () => resolve()));
  await importUi(first).startImport();
  await partSent;
  const url = first.url();
  await first.context().close();

  const page = await newPage(product.browser, product.otto.url);
  await ui(page).open('/');
  await ui(page).signIn('stale-cancel@example.com', 'correct horse battery');
  await page.goto(url);
  const rows = page.locator('[data-testid^="source-row-"]');
  const started = rows.filter({ hasText: 'large.mp4' });
  const queued = rows.filter({ hasText: 'large-copy.mp4' });
  for (const row of [started, queued]) {
    await row.getByTestId('source-status').filter({ hasText: 'Upload stopped' }).waitFor({ timeout: 30_000 });
  }

  await started.getByRole('button', { name: 'Cancel the upload of large.mp4' }).focus();
  await page.keyboard.press('Enter');
  await started.getByTestId('source-status').filter({ hasText: 'Upload cancelled' }).waitFor();
  expect(await started.getByTestId('stale-upload').count()).toBe(0);

  await queued.getByRole('button', { name: 'Remove large-copy.mp4' }).focus();
  await page.keyboard.press('Enter');
  await queued.waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(1);
}, 200_000);
