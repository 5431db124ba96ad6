/** What each hidden staff/tester command does (spec chat §6), with the outside world passed in. */
import type { UserSettings } from '@otto/shared/settings';
import type { SlashCommand } from '@otto/shared/slash-commands';
import { commandText } from '@otto/shared/ui-text';
import type { ColourMode } from '../../app/colour-mode';

export type CommandSettings = Pick<UserSettings, 'unlockLargeFiles' | 'allowMobileImport'>;

export interface SlashCommandDeps {
  /** Whether the signed-in user is staff: only staff may change the large-file and mobile switches. */
  isStaff(): boolean;
  settings(): CommandSettings;
  updateSettings(patch: Partial<CommandSettings>): void;
  colourMode(): ColourMode;
  setColourMode(mode: ColourMode): void;
  /** Stores the API origin the app uses from its next load; null goes back to this server. */
  setApiOrigin(origin: string | null): void;
  /** Refreshes the share's preview and the sitemap; says which of the two worked (a failed share throws). */
  refreshShareCache(shareId: string): Promise<{ sitemap: boolean }>;
}

/** What the user is told, as a toast. */
export interface CommandOutcome {
  kind: 'success' | 'error';
  message: string;
}

export const slashCommandText = {
  largeFilesUnlocked: 'Large files unlocked: files of 2 GB or more can be imported here.',
  mobileImport: (on: boolean) => (on ? 'Mobile import on.' : 'Mobile import off.'),
  colourMode: (mode: ColourMode) => `Colour mode: ${mode}.`,
  apiPort: (port: number) => `API port set to ${port}. Reload to apply.`,
  apiDefault: 'API back to this server. Reload to apply.',
  shareCacheRefreshed: 'Share cache updated.',
  staffOnly: 'This command is only available to Otto staff.',
} as const;

const success = (message: string): CommandOutcome => ({ kind: 'success', message });
const failure = (message: string): CommandOutcome => ({ kind: 'error', message });

export async function runSlashCommand(command: SlashCommand, deps: SlashCommandDeps): Promise<CommandOutcome> {
  switch (command.kind) {
    case 'error':
      return failure(command.message);
    case 'unlock_large_files':
      // The server refuses the switch for anyone else (403), so say so here rather than fail silently.
      if (!deps.isStaff()) return failure(slashCommandText.staffOnly);
      deps.updateSettings({ unlockLargeFiles: true });
      return success(slashCommandText.largeFilesUnlocked);
    case 'mobile_import': {
      if (!deps.isStaff()) return failure(slashCommandText.staffOnly);
      const on = !deps.settings().allowMobileImport;
      deps.updateSettings({ allowMobileImport: on });
      return success(slashCommandText.mobileImport(on));
    }
    case 'toggle_colour_mode': {
      const mode = deps.colourMode() === 'light' ? 'dark' : 'light';
      deps.setColourMode(mode);
      return success(slashCommandText.colourMode(mode));
    }
    case 'port':
      // prod and staging are both "this server" for a self-hosted install.
      if (typeof command.port !== 'number') {
        deps.setApiOrigin(null);
        return success(slashCommandText.apiDefault);
      }
      deps.setApiOrigin(`http://localhost:${command.port}`);
      return success(slashCommandText.apiPort(command.port));
    case 'update_cache':
      // Staff only: the server refuses anyone else (403).
      if (!deps.isStaff()) return failure(slashCommandText.staffOnly);
      try {
        const { sitemap } = await deps.refreshShareCache(command.shareId);
        return sitemap ? success(slashCommandText.shareCacheRefreshed) : failure(commandText.sitemapFailed);
      } catch {
        return failure(commandText.shareCacheFailed);
      }
  }
}
