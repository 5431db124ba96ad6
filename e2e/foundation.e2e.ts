import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

const product = useProduct();

test('a visitor signs up, creates a project through the mode picker, signs out and is asked to sign in to add files', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');

  await steps.signUp('editor@example.com', 'correct horse battery');
  // The picker sends the plan it was shown with (spec import §6); without billing everyone has the default one.
  const created = page.waitForRequest((r) => r.url().endsWith('/api/projects') && r.method() === 'POST');
  await steps.createProject('social_media');
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { subscriptionTier: string };
  };
  expect((await created).postDataJSON()).toEqual({
    mode: 'social_media',
    category: 'singlecam',
    subscriptionTier: session.user.subscriptionTier,
  });

  const list = steps.byTestId('project-list');
  await expect.poll(async () => list.locator('[data-testid^="project-item-"]').count()).toBe(1);
  expect(page.url()).toMatch(/\/projects\/[0-9a-f-]{36}$/);

  // The mode's intro arrives a second later; once played it stays away for that mode.
  const intro = steps.byTestId('mode-intro');
  await intro.waitFor({ timeout: 10_000 });
  expect(await intro.textContent()).toContain('How social clips work');
  await steps.byTestId('mode-intro-play').click();
  expect(await intro.textContent()).toContain('Vertical 9:16 with burnt-in captions');
  // Remembered once the video really plays.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'hasSeenModeIntroVideo')?.value)
    .toBe('social_media');
  await page.reload();
  await steps.byTestId('chat-input').waitFor();
  await page.waitForTimeout(1500);
  expect(await intro.count()).toBe(0);

  // No Stripe key here: billing is off, so the menu shows the plan but no credits, purchase or upgrade.
  await steps.byTestId('user-menu').click();
  await steps.byTestId('sign-out').waitFor();
  expect(await steps.byTestId('billing-menu').count()).toBe(0);
  expect(await steps.byTestId('credits-left').count()).toBe(0);
  expect(await page.getByText('Upgrade').count()).toBe(0);
  await page.keyboard.press('Escape');

  await steps.signOut();
  await steps.open('/');
  await steps.byTestId('add-files').click();
  const header = steps.byTestId('sign-in-header');
  await header.waitFor();
  expect(await header.textContent()).toBe('Hi, Otto is free to use. Sign in to start editing.');

  // Signing back in shows the same project: it was stored, not kept in the page.
  await page.keyboard.press('Escape');
  await steps.signIn('editor@example.com', 'correct horse battery');
  await expect.poll(async () => list.locator('[data-testid^="project-item-"]').count()).toBe(1);
});
