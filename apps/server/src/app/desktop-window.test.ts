import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test, vi } from 'vitest';
import { appWindowCommand } from './desktop-window';

const bin = fileURLToPath(new URL('../../bin/otto.js', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('a Chromium-family browser on PATH opens Otto as an app window with its own profile', async () => {
  const bin = await mkdtemp(join(tmpdir(), 'otto-path-'));
  cleanups.push(() => rm(bin, { recursive: true, force: true }));
  await writeFile(join(bin, 'google-chrome'), '#!/bin/sh\n', { mode: 0o755 });
  const command = appWindowCommand('http://localhost:5123/', '/home/ed/.otto-desktop', { PATH: bin });
  expect(command.file).toBe(join(bin, 'google-chrome'));
  expect(command.args).toEqual([
    '--app=http://localhost:5123/',
    '--user-data-dir=/home/ed/.otto-desktop/browser-profile',
  ]);
});

test("OTTO_DESKTOP_BROWSER_ARGS reaches the browser in CI and tests only, never a person's window", () => {
  const flags = '--headless=new  --remote-debugging-port=0';
  const inCi = appWindowCommand('http://localhost:5123/', '/tmp/otto', {
    OTTO_DESKTOP_BROWSER: '/usr/bin/chromium',
    OTTO_DESKTOP_BROWSER_ARGS: flags,
    CI: 'true',
  });
  expect(inCi.args).toEqual([
    '--headless=new',
    '--remote-debugging-port=0',
    '--app=http://localhost:5123/',
    '--user-data-dir=/tmp/otto/browser-profile',
  ]);
  const person = appWindowCommand('http://localhost:5123/', '/tmp/otto', {
    OTTO_DESKTOP_BROWSER: '/usr/bin/chromium',
    OTTO_DESKTOP_BROWSER_ARGS: flags,
  });
  expect(person.args).toEqual(['--app=http://localhost:5123/', '--user-data-dir=/tmp/otto/browser-profile']);
});

test('without such a browser the default browser opens the address', () => {
  const command = appWindowCommand('http://localhost:5123/', '/tmp/otto', { PATH: '/nonexistent' });
  expect(command.args).toContain('http://localhost:5123/');
  expect(command.args.some((arg) => arg.startsWith('--app='))).toBe(false);
});

test('`otto desktop` starts Otto on a free port with its own data folder and opens the app window on it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'otto-desktop-test-'));
  const argsFile = join(dir, 'browser-args.txt');
  const browser = join(dir, 'browser.sh');
  // Stands in for Chromium: records how it was started.
  await writeFile(browser, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\n`);
  await chmod(browser, 0o755);
  const dataDir = join(dir, 'data');
  const child = spawn(process.execPath, [bin, 'desktop'], {
    env: {
      ...process.env,
      OTTO_DESKTOP_BROWSER: browser,
      OTTO_DESKTOP_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
    },
    stdio: 'ignore',
  });
  cleanups.push(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  });

  const args = await vi.waitFor(async () => (await readFile(argsFile, 'utf8')).trim().split('\n'), {
    timeout: 90_000,
    interval: 200,
  });
  const appUrl = args.find((arg) => arg.startsWith('--app='))?.slice('--app='.length);
  expect(appUrl).toMatch(/^http:\/\/localhost:\d+\/$/);
  expect(args).toContain(`--user-data-dir=${join(dataDir, 'browser-profile')}`);
  const health = await fetch(new URL('/api/health', appUrl!.replace('localhost', '127.0.0.1')));
  expect(health.status).toBe(200);
  // The projects live in the desktop app's own folder.
  expect(existsSync(join(dataDir, 'db'))).toBe(true);
}, 120_000);
