import { parseSlashCommand } from '@otto/shared/slash-commands';
import { commandText } from '@otto/shared/ui-text';
import { describe, expect, it } from 'vitest';
import type { ColourMode } from '../../app/colour-mode';
import { runSlashCommand, slashCommandText, type CommandSettings, type SlashCommandDeps } from './slash-commands.actions';

/** A browser in memory: settings, colour mode, the stored API origin and share-cache calls. */
function fakeBrowser(
  opts: {
    settings?: Partial<CommandSettings>;
    colourMode?: ColourMode;
    shareCacheFails?: boolean;
    sitemapFails?: boolean;
    staff?: boolean;
  } = {},
) {
  const state = {
    settings: { unlockLargeFiles: false, allowMobileImport: false, ...opts.settings },
    colourMode: opts.colourMode ?? 'dark',
    apiOrigin: 'untouched' as string | null,
    refreshed: [] as string[],
  };
  const deps: SlashCommandDeps = {
    isStaff: () => opts.staff ?? true,
    settings: () => state.settings,
    updateSettings: (patch) => (state.settings = { ...state.settings, ...patch }),
    colourMode: () => state.colourMode,
    setColourMode: (mode) => (state.colourMode = mode),
    setApiOrigin: (origin) => (state.apiOrigin = origin),
    refreshShareCache: async (shareId) => {
      state.refreshed.push(shareId);
      if (opts.shareCacheFails) throw new Error('Not Found');
      return { sitemap: !opts.sitemapFails };
    },
  };
  return { state, run: (input: string) => runSlashCommand(parseSlashCommand(input)!, deps) };
}

describe('staff slash commands', () => {
  it('/unlock-large-files turns the large-file unlock on', async () => {
    const browser = fakeBrowser();
    await expect(browser.run('/unlock-large-files')).resolves.toEqual({
      kind: 'success',
      message: 'Large files unlocked: files of 2 GB or more can be imported here.',
    });
    expect(browser.state.settings).toEqual({ unlockLargeFiles: true, allowMobileImport: false });
  });

  it('/m0bileimport toggles mobile import on, then off', async () => {
    const browser = fakeBrowser();
    await expect(browser.run('/m0bileimport')).resolves.toEqual({ kind: 'success', message: 'Mobile import on.' });
    expect(browser.state.settings.allowMobileImport).toBe(true);
    await expect(browser.run('/m0bileimport')).resolves.toEqual({ kind: 'success', message: 'Mobile import off.' });
    expect(browser.state.settings.allowMobileImport).toBe(false);
  });

  it.each(['/unlock-large-files', '/m0bileimport'])('%s is refused for a user who is not staff', async (input) => {
    const browser = fakeBrowser({ staff: false });
    await expect(browser.run(input)).resolves.toEqual({
      kind: 'error',
      message: 'This command is only available to Otto staff.',
    });
    expect(browser.state.settings).toEqual({ unlockLargeFiles: false, allowMobileImport: false });
  });

  it('/pr0m0de toggles between dark and light', async () => {
    const browser = fakeBrowser({ colourMode: 'dark' });
    await expect(browser.run('/pr0m0de')).resolves.toEqual({ kind: 'success', message: 'Colour mode: light.' });
    expect(browser.state.colourMode).toBe('light');
    await expect(browser.run('/pr0m0de')).resolves.toEqual({ kind: 'success', message: 'Colour mode: dark.' });
    expect(browser.state.colourMode).toBe('dark');
  });

  it('/port with a port in range points the API at that local port', async () => {
    const browser = fakeBrowser();
    await expect(browser.run('/port 5001')).resolves.toEqual({
      kind: 'success',
      message: 'API port set to 5001. Reload to apply.',
    });
    expect(browser.state.apiOrigin).toBe('http://localhost:5001');
  });

  it.each(['prod', 'staging'])('/port %s goes back to this server', async (target) => {
    const browser = fakeBrowser();
    await expect(browser.run(`/port ${target}`)).resolves.toEqual({
      kind: 'success',
      message: 'API back to this server. Reload to apply.',
    });
    expect(browser.state.apiOrigin).toBeNull();
  });

  it.each(['/port 1', '/port', '/port abc'])('%s is refused with the invalid-port error and changes nothing', async (input) => {
    const browser = fakeBrowser();
    await expect(browser.run(input)).resolves.toEqual({ kind: 'error', message: commandText.invalidPort });
    expect(browser.state.apiOrigin).toBe('untouched');
  });

  it('/update_cache without a share id asks for one', async () => {
    const browser = fakeBrowser();
    await expect(browser.run('/update_cache')).resolves.toEqual({ kind: 'error', message: commandText.missingShareId });
    expect(browser.state.refreshed).toEqual([]);
  });

  it('/update_cache refreshes the named share, and says so when that fails', async () => {
    const ok = fakeBrowser();
    await expect(ok.run('/update_cache abc123')).resolves.toEqual({ kind: 'success', message: 'Share cache updated.' });
    expect(ok.state.refreshed).toEqual(['abc123']);

    const failing = fakeBrowser({ shareCacheFails: true });
    await expect(failing.run('/update_cache abc123')).resolves.toEqual({
      kind: 'error',
      message: commandText.shareCacheFailed,
    });

    const notStaff = fakeBrowser({ staff: false });
    await expect(notStaff.run('/update_cache abc123')).resolves.toEqual({ kind: 'error', message: slashCommandText.staffOnly });
    expect(notStaff.state.refreshed).toEqual([]);

    const sitemapFailing = fakeBrowser({ sitemapFails: true });
    await expect(sitemapFailing.run('/update_cache abc123')).resolves.toEqual({
      kind: 'error',
      message: commandText.sitemapFailed,
    });
  });
});
