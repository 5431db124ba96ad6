import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { botText, desktopAppText } from '@otto/shared/constants';
import { expect, test } from 'vitest';
import { chromiumPath, useProduct } from './harness';

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

test('Otto is an installable app: manifest and service worker load, the worker activates, Chromium reports no installability errors', async () => {
  const manifest = await fetch(`${product.otto.url}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(((await manifest.json()) as { name: string }).name).toBe('Otto');
  const worker = await fetch(`${product.otto.url}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  for (const icon of ['/icons/otto-192.png', '/icons/otto-512.png', '/offline.html']) {
    expect((await fetch(`${product.otto.url}${icon}`)).status).toBe(200);
  }

  // A real profile: Chromium never offers installing from an incognito context (Playwright's default).
  const profile = await mkdtemp(join(tmpdir(), 'otto-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await context.newPage();
    await page.goto(product.otto.url);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${product.otto.url}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('without a network the app shows the offline page instead of a browser error', async () => {
  const page = await product.newPage({ serviceWorkers: 'allow' });
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // The worker takes control of this page once it has activated and claimed its clients.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await page.context().setOffline(false);
});

test("the desktop dialog's help page is served from the repository's docs, never a dead link", async () => {
  const help = await fetch(`${product.otto.url}/docs/desktop.md`);
  expect(help.status).toBe(200);
  expect(help.headers.get('content-type')).toMatch(/^text\/markdown/);
  expect(await help.text()).toContain('npx otto desktop');
});

test('the desktop dialog offers npx otto desktop with a copy button, every link in it answers, and no download is claimed', async () => {
  const page = await product.newPage({ serviceWorkers: 'allow' });
  await page.goto('/');
  await page.getByRole('button', { name: botText.welcomeActions.downloadDesktop }).click();
  const dialog = page.getByTestId('desktop-download-modal');
  await dialog.getByRole('heading', { name: desktopAppText.headings.default }).waitFor();
  expect(await dialog.getByTestId('desktop-command').textContent()).toBe('npx otto desktop');
  await dialog.getByRole('button', { name: 'Copy the command' }).waitFor();
  const hrefs = await dialog.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const response = await fetch(href);
    expect(response.status, href).toBe(200);
    // A link that fell through to the app's index.html would be a dead link in disguise.
    expect(response.headers.get('content-type'), href).not.toMatch(/^text\/html/);
  }
  expect(await dialog.getByText(desktopAppText.downloadStarted).count()).toBe(0);
});
