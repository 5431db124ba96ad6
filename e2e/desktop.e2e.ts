import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { chromiumPath } from './harness';

const folder = await mkdtemp(join(tmpdir(), 'otto-desktop-e2e-'));
const dataDir = join(folder, 'data');
const profile = join(dataDir, 'browser-profile');

/** The processes whose command line names this test's browser profile (the Chromium it opened), by pid. */
async function browserCommandLines(): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (args.includes(`--user-data-dir=${profile}`)) found.set(Number(entry), args);
  }
  return found;
}
const browserProcesses = async () => [...(await browserCommandLines()).keys()];

// `npx otto desktop` as a person runs it, with Chromium headless and a DevTools port to attach to.
const otto = spawn(process.execPath, ['apps/server/bin/otto.js', 'desktop'], {
  env: {
    ...process.env,
    OTTO_DESKTOP_DATA_DIR: dataDir,
    OTTO_DESKTOP_BROWSER: chromiumPath,
    // Root in a container needs --no-sandbox; the rest keeps Chromium off this closed network.
    OTTO_DESKTOP_BROWSER_ARGS:
      '--headless=new --remote-debugging-port=0 --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    CI: 'true',
    LOG_LEVEL: 'warn',
    TRANSCRIBE_ENGINE: 'pocketsphinx',
  },
  // Its own process group, so the whole of it can be stopped at the end.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
otto.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
otto.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  if (otto.exitCode === null) {
    const exited = new Promise((resolve) => otto.once('exit', resolve));
    process.kill(-otto.pid!, 'SIGTERM');
    await exited;
  }
  // A window the test could not close is not left behind either.
  for (const pid of await browserProcesses()) process.kill(pid, 'SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

test('npx otto desktop opens Chromium in app mode on the embedded server, which keeps its data in the desktop folder', async () => {
  // The server says where it runs and that it opened the window with Chromium.
  await expect
    .poll(() => output, { timeout: 90_000, interval: 250 })
    .toMatch(new RegExp(`Opened the Otto window with ${chromiumPath}`));
  const serverUrl = /Otto is running at (http:\/\/localhost:\d+)/.exec(output)![1]!;
  expect(output).toContain(`Your projects are kept in ${dataDir}`);

  // Chromium writes the DevTools port it picked into the profile the launcher gave it, inside the data folder.
  const portFile = join(profile, 'DevToolsActivePort');
  // Chromium creates the file before it writes the port into it: wait for the number, not the file.
  const portIn = async () =>
    existsSync(portFile) ? /^(\d+)\n/.exec(await readFile(portFile, 'utf8'))?.[1] : undefined;
  await expect.poll(portIn, { timeout: 30_000, interval: 250 }).toMatch(/^\d+$/);
  const port = await portIn();
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);

  // Chromium runs in app mode (a window without tabs or address bar) on the embedded server's address.
  const launched = [...(await browserCommandLines()).values()];
  expect(launched.some((args) => args.includes(`--app=${serverUrl}/`))).toBe(true);
  // The app-mode window shows Otto from the embedded server.
  const [context] = browser.contexts();
  await expect
    .poll(() => context!.pages().map((p) => p.url()), { timeout: 30_000, interval: 250 })
    .toContain(`${serverUrl}/`);
  const page = context!.pages().find((p) => p.url() === `${serverUrl}/`)!;
  await page.getByTestId('sign-in-button').waitFor({ timeout: 30_000 });
  expect(await page.title()).toMatch(/Otto/);
  // The web app knows it runs as the desktop app (its processing estimates are halved).
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  expect(session).toMatchObject({ desktopApp: true, user: null });

  // The embedded server keeps its database in the desktop data folder, not the default one.
  expect(existsSync(join(dataDir, 'db'))).toBe(true);

  // Closing the window leaves Otto running, as docs/desktop.md says; Ctrl+C (SIGTERM to the group) stops it.
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.close').catch(() => undefined);
  await expect.poll(browserProcesses, { timeout: 30_000, interval: 250 }).toEqual([]);
  expect((await fetch(`${serverUrl.replace('localhost', '127.0.0.1')}/api/health`)).status).toBe(200);
  const exited = new Promise<number | null>((resolve) => otto.once('exit', resolve));
  process.kill(-otto.pid!, 'SIGTERM');
  expect(await exited).toBe(0);
}, 150_000);
