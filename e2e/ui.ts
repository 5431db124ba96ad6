import type { Page } from 'playwright-core';

/** Scenario-style steps, so e2e tests read like what a person does. */
export function ui(page: Page) {
  const byTestId = (id: string) => page.getByTestId(id);
  return {
    byTestId,
    async open(path = '/') {
      await page.goto(path);
    },
    async signUp(email: string, password: string, name = 'Test Editor') {
      await byTestId('sign-in-button').click();
      await byTestId('sign-in-dialog').waitFor();
      await byTestId('auth-mode-toggle').click();
      await byTestId('auth-name').fill(name);
      await byTestId('auth-email').fill(email);
      await byTestId('auth-password').fill(password);
      await byTestId('auth-submit').click();
      await byTestId('user-menu').waitFor();
    },
    async signIn(email: string, password: string) {
      await byTestId('sign-in-button').click();
      await byTestId('sign-in-dialog').waitFor();
      await byTestId('auth-email').fill(email);
      await byTestId('auth-password').fill(password);
      await byTestId('auth-submit').click();
      await byTestId('user-menu').waitFor();
    },
    async signOut() {
      await byTestId('user-menu').click();
      await byTestId('sign-out').click();
      await byTestId('sign-in-button').waitFor();
    },
    /** Opens the mode picker, picks a card and confirms with Enter, as a keyboard user would. */
    async createProject(mode: string) {
      await byTestId('new-project').click();
      await byTestId('mode-picker').waitFor();
      await byTestId(`mode-card-${mode}`).click();
      await page.keyboard.press('Enter');
      await byTestId('chat-page').waitFor();
    },
  };
}
