import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** Browsers that open a site as an app window (no tabs or address bar) with `--app=`. */
const appModeBrowsers = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'microsoft-edge',
  'msedge',
  'chrome',
];

/**
 * `otto desktop` runs Otto for one person on their own machine: its own data folder (so it never mixes
 * with a server's), a free port on the loopback interface only, and the flag that tells the web app it
 * runs as the desktop app.
 */
export function desktopEnvironment(env: NodeJS.ProcessEnv): { dataDir: string } {
  const dataDir = env.OTTO_DESKTOP_DATA_DIR ?? join(homedir(), '.otto-desktop');
  mkdirSync(dataDir, { recursive: true });
  env.OTTO_DATA_DIR = dataDir;
  env.PORT ??= '0';
  env.HOST = '127.0.0.1';
  env.OTTO_DESKTOP = '1';
  return { dataDir };
}

function findOnPath(names: string[], env: NodeJS.ProcessEnv): string | null {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  const suffixes = process.platform === 'win32' ? ['.exe', ''] : [''];
  for (const name of names) {
    for (const dir of dirs) {
      for (const suffix of suffixes) {
        const candidate = join(dir, name + suffix);
        if (existsSync(candidate)) return candidate;
      }
    }
  }
  return null;
}

/**
 * Extra browser flags for automated checks only (CI, the e2e suite): they run the window headless with a
 * DevTools port to attach to. Never honoured for a person's `otto desktop`, whose window must show.
 */
export function automationBrowserArgs(env: NodeJS.ProcessEnv): string[] {
  if (!env.CI && !env.VITEST) return [];
  return (env.OTTO_DESKTOP_BROWSER_ARGS ?? '').split(/\s+/).filter(Boolean);
}

/** The command that opens the app window: a Chromium-family browser in app mode, else the default browser. */
export function appWindowCommand(
  url: string,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { file: string; args: string[] } {
  const browser = env.OTTO_DESKTOP_BROWSER ?? findOnPath(appModeBrowsers, env);
  // Its own profile keeps the app's cookies and installed state apart from the person's everyday browsing.
  if (browser) {
    const profile = `--user-data-dir=${join(dataDir, 'browser-profile')}`;
    return { file: browser, args: [...automationBrowserArgs(env), `--app=${url}`, profile] };
  }
  if (process.platform === 'darwin') return { file: 'open', args: [url] };
  if (process.platform === 'win32') return { file: 'cmd', args: ['/c', 'start', '""', url] };
  return { file: 'xdg-open', args: [url] };
}

/** Opens the window and leaves it to the person: closing it does not stop Otto, Ctrl+C in the terminal does. */
export function openAppWindow(url: string, dataDir: string, env: NodeJS.ProcessEnv): string {
  const { file, args } = appWindowCommand(url, dataDir, env);
  const child = spawn(file, args, { stdio: 'ignore', detached: true });
  child.on('error', (error) =>
    console.error(`Could not open a window (${error.message}). Open ${url} in your browser.`),
  );
  child.unref();
  return file;
}
