import { commandText } from '@otto/shared/ui-text';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

// Only the addresses in OTTO_STAFF_EMAILS may use the staff switches (the server refuses everyone else).
const product = useProduct({ OTTO_STAFF_EMAILS: 'staff@example.com' });

test('staff slash commands in the chat bar change settings and colour mode, and are never sent as prompts', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('staff@example.com', 'correct horse battery');
  await steps.createProject('social_media');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);

  const input = steps.byTestId('chat-input');
  const toast = (text: string) => steps.byTestId('toast').filter({ hasText: text });
  const command = async (text: string) => {
    await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
    await input.fill(text);
    await page.keyboard.press('Enter');
  };

  await command('/unlock-large-files');
  await toast('Large files unlocked: files of 2 GB or more can be imported here.').waitFor();
  expect(await input.inputValue()).toBe('');
  expect(await steps.byTestId('message-user_message').count()).toBe(0);
  // The setting is saved for the account, not just shown.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/settings');
      return ((await res.json()) as { settings: { unlockLargeFiles: boolean } }).settings.unlockLargeFiles;
    })
    .toBe(true);

  await command('/port 1');
  const error = toast(commandText.invalidPort);
  await error.waitFor();
  expect(await error.getAttribute('data-kind')).toBe('error');

  // Light mode sticks across a reload.
  const html = page.locator('html');
  await command('/pr0m0de');
  await toast('Colour mode: light.').waitFor();
  expect(await html.getAttribute('data-colour-mode')).toBe('light');
  await page.reload();
  await steps.byTestId('chat-page').waitFor();
  expect(await html.getAttribute('data-colour-mode')).toBe('light');
  expect(await steps.byTestId('message-user_message').count()).toBe(0);
});
