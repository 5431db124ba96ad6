import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export interface RunningOtto {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the built product the way a user does (`otto start`) on a free port and a fresh data folder. */
export async function startOtto(env: Record<string, string> = {}): Promise<RunningOtto> {
  const dataDir = await mkdtemp(join(tmpdir(), 'otto-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', 'start'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      OTTO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Otto did not start in time:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Otto is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Otto exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; the background-networking flags keep it off this closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * Service workers are blocked unless a test asks for them: Otto's worker caches the app shell, and
 * requests a worker handles escape `page.route`, which several tests use to throttle or fail calls.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  opts: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[browser error]', error.message));
  return page;
}

/**
 * The product and a browser for one test file: started before its tests, stopped after them.
 * `newPage()` opens a fresh page on the product.
 */
export function useProduct(env: Record<string, string> = {}) {
  let otto: RunningOtto | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    otto = await startOtto(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await otto?.stop();
  });
  return {
    get otto(): RunningOtto {
      if (!otto) throw new Error('the product is not started yet');
      return otto;
    },
    get browser(): Browser {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
    newPage(opts?: { serviceWorkers?: 'allow' | 'block' }): Promise<Page> {
      return newPage(this.browser, this.otto.url, opts);
    },
  };
}
