import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
    /**
     * Opens the mode picker, picks a card and confirms with Enter, as a keyboard user would.
     * Returns once the new project's own import card (or a podcast's multicam view) has replaced
     * the home page's card: a press on that card in between would open the mode picker again.
     */
    async createProject(mode: string) {
      await byTestId('new-project').click();
      await byTestId('mode-picker').waitFor();
      await byTestId(`mode-card-${mode}`).click();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
      const projectId = new URL(page.url()).pathname.split('/').pop()!;
      const card = page.locator(`[data-testid="import-card"][data-project-id="${projectId}"]`);
      await card.or(byTestId('multicam-import')).waitFor();
    },
  };
}

/** Import steps: choose local files on the import card, start the import, follow a file's status row. */
export function importUi(page: Page) {
  const byTestId = (id: string) => page.getByTestId(id);
  return {
    /** Chooses files as the file picker would; paths are absolute or relative to the repository root. */
    async chooseFiles(...paths: string[]) {
      // Files must reach the project's own card, not the home page's that it replaces.
      await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
      const projectId = new URL(page.url()).pathname.split('/').pop()!;
      const card = page.locator(`[data-testid="import-card"][data-project-id="${projectId}"]`);
      await card.getByTestId('file-input').setInputFiles(paths);
      await byTestId('chosen-files').waitFor();
    },
    async startImport() {
      await byTestId('import-start').click();
    },
    /** The status row of the first (or only) file, once the import has started. */
    async firstSourceRow() {
      const row = page.locator('[data-testid^="source-row-"]').first();
      await row.waitFor({ timeout: 30_000 });
      return row;
    },
    /** Hovers until the tooltip shows: the chat may scroll new content in under a resting pointer, closing it. */
    async hoverForTooltip(target: ReturnType<Page['locator']>) {
      const tooltip = page.getByRole('tooltip');
      for (let attempt = 1; ; attempt++) {
        await page.mouse.move(0, 0);
        await target.hover();
        const shown = await tooltip.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
        if (shown) return tooltip;
        if (attempt === 5) throw new Error('The tooltip never appeared');
      }
    },
    /**
     * Polls a status row every 100 ms until `until` matches its status text; returns every distinct
     * status seen on the way (with percentages), so a test can check the stages it passed through.
     */
    async followStatus(row: ReturnType<Page['locator']>, until: RegExp, timeoutMs = 150_000) {
      const seen: string[] = [];
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const text = (
          await row
            .getByTestId('source-status')
            .textContent({ timeout: 1000 })
            .catch(() => null)
        )?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
        if (text && until.test(text)) return seen;
        await page.waitForTimeout(100);
      }
      throw new Error(`Status never matched ${until}; seen: ${seen.join(' | ')}`);
    },
  };
}

/** The edit's export menu and the Export MP4 settings dialog it leads to. */
export function exportUi(page: Page) {
  const byTestId = (id: string) => page.getByTestId(id);
  /** Opens the (last) edit's export menu, and the accordion section when one is named. */
  const openMenu = async (section?: string) => {
    await byTestId('export-button').last().click();
    await byTestId('export-menu').waitFor();
    if (section) {
      const trigger = byTestId(`export-section-${section}`);
      if ((await trigger.getAttribute('data-state')) !== 'open') await trigger.click();
    }
  };
  return {
    openMenu,
    /** Export menu → Video (MP4) → Settings, on the given tab. */
    async openMp4Settings(tab = 'captions') {
      await openMenu('video');
      await byTestId('export-mp4-settings').click();
      const dialog = byTestId('export-mp4-settings-dialog');
      await dialog.waitFor();
      await byTestId(`export-mp4-tab-${tab}`).click();
      return dialog;
    },
    async closeMp4Settings() {
      await byTestId('export-mp4-settings-dialog').getByRole('button', { name: 'Close' }).click();
      await byTestId('export-mp4-settings-dialog').waitFor({ state: 'detached' });
    },
  };
}

/** The project's status as the API reports it, asked with the page's own session. */
export async function projectStatus(page: Page, projectId: string): Promise<string> {
  const res = await page.request.get(`/api/projects/${projectId}`);
  return ((await res.json()) as { project: { status: string } }).project.status;
}

/**
 * The common opening of edit scenarios: a new account imports a clip into a new project and sends
 * a prompt in the chat. Resolves to the project id once the prompt is on its way.
 */
export async function promptInNewProject(
  page: Page,
  opts: { email: string; mode: string; clip: string; prompt: string },
) {
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp(opts.email, 'correct horse battery');
  await steps.createProject(opts.mode);
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const importer = importUi(page);
  await importer.chooseFiles(opts.clip);
  await importer.startImport();
  await expect.poll(() => projectStatus(page, projectId), { timeout: 150_000, interval: 1000 }).toBe('success');
  const input = steps.byTestId('chat-input');
  await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  await input.fill(opts.prompt);
  await page.keyboard.press('Enter');
  return { projectId };
}

/** As promptInNewProject, resolving to the project id and the edit result the prompt got. */
export async function editFromPrompt(page: Page, opts: { email: string; mode: string; clip: string; prompt: string }) {
  const { projectId } = await promptInNewProject(page, opts);
  const edit = ui(page).byTestId('edit-result').last();
  await edit.waitFor({ timeout: 120_000 });
  return { projectId, edit };
}
