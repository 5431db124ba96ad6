import { timingsMs } from '@otto/shared/constants';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

/**
 * Notes in the page when an intro card first appears and when the app last changed its URL, on the
 * page's own clock: a card's delay is measured from there (it can only be longer, never shorter).
 */
async function watchIntros(page: Page) {
  await page.addInitScript(() => {
    const marks: Record<string, number> = { navigated: 0 };
    (window as unknown as { introMarks: typeof marks }).introMarks = marks;
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      marks.navigated = performance.now();
      push(...args);
    };
    new MutationObserver(() => {
      for (const id of ['welcome-message', 'mode-intro'])
        if (!(id in marks) && document.querySelector(`[data-testid="${id}"]`)) marks[id] = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { introMarks: Record<string, number> }).introMarks);
}

/** The card's video, captions and poster answer as static files of the right types. */
async function expectServed(page: Page, video: Locator) {
  const urls = await video.evaluate((v: HTMLVideoElement) => ({
    video: v.querySelector('source')!.src,
    captions: v.querySelector('track')!.src,
    poster: v.poster,
  }));
  const types = { video: /^video\/webm/, captions: /^text\/vtt/, poster: /^image\/jpeg/ };
  for (const [kind, url] of Object.entries(urls)) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toMatch(types[kind as keyof typeof types]);
    expect(res.headers()['cache-control']).toBe('public, max-age=86400');
  }
  // Seeking needs ranges.
  const range = await page.request.get(urls.video, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
}

/** The video has loaded its length and its captions, shown by default. */
async function expectLoaded(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(0);
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0];
        return track ? `${track.kind}:${track.mode}:${track.cues?.length ?? 0}` : 'none';
      }),
    )
    .toMatch(/^captions:showing:[3-6]$/);
}

test('a first-time visitor gets the welcome video after 3 s; playing it sets the cookie, and it does not come back', async () => {
  const page = await product.newPage();
  const marks = await watchIntros(page);
  await page.goto('/');
  const welcome = page.getByTestId('welcome-message');
  await welcome.waitFor();
  expect((await marks())['welcome-message']).toBeGreaterThanOrEqual(timingsMs.welcomeMessageDelay);

  const video = welcome.getByTestId('welcome-message-video');
  await expectServed(page, video);
  await expectLoaded(video);
  expect((await page.context().cookies()).some((c) => c.name === 'hasSeenWelcomeMessage')).toBe(false);

  await welcome.getByRole('button', { name: /^Play: / }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hasSeenWelcomeMessage');
  expect(cookie?.value).toBe('true');

  // Past the delay on a fake clock (no waiting): the message stays away for a returning visitor.
  await page.clock.install();
  await page.reload();
  await page.getByTestId('chat-page').waitFor();
  await page.clock.runFor(timingsMs.welcomeMessageDelay + 1000);
  expect(await welcome.count()).toBe(0);
});

test("a mode's intro card comes 1 s after the mode opens, its video and captions load, and playing it is remembered for that mode", async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await page.goto('/');
  await steps.signUp('intro-videos@example.com', 'correct horse battery');
  const marks = await watchIntros(page);
  await page.reload();
  await steps.createProject('rough_cut');
  const intro = page.getByTestId('mode-intro');
  await intro.waitFor();
  const seen = await marks();
  expect(seen['mode-intro']! - seen.navigated!).toBeGreaterThanOrEqual(timingsMs.introVideoDelay);

  const video = intro.getByTestId('mode-intro-video');
  expect(await video.getAttribute('aria-label')).toBe('How rough cuts work');
  await expectServed(page, video);
  await expectLoaded(video);

  await intro.getByRole('button', { name: 'Play: How rough cuts work' }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hasSeenModeIntroVideo');
  expect(cookie?.value).toBe('rough_cut');

  // Another mode still gets its own intro, with its own video.
  await steps.createProject('podcast');
  await page.locator('[data-testid="mode-intro-video"][aria-label="How podcast edits work"]').waitFor();
});
