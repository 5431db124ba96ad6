/** Runs a chat-bar command against this browser: the settings store, <html>'s colour mode, localStorage, the API. */
import type { AuthSessionResponse } from '@otto/shared/api/auth';
import type { SlashCommand } from '@otto/shared/slash-commands';
import { api, apiOriginOverrideKey } from '../../api/client';
import { currentColourMode, setColourMode } from '../../app/colour-mode';
import { queryClient } from '../../app/providers';
import { browserStorage } from '../../lib/browser-storage';
import { showToast } from '../../ui/toast/toast';
import { sessionQueryKey } from '../auth/auth.queries';
import { settingsStore } from '../settings/settings';
import { runSlashCommand, type SlashCommandDeps } from './slash-commands.actions';

const browserDeps: SlashCommandDeps = {
  isStaff: () => queryClient.getQueryData<AuthSessionResponse>(sessionQueryKey)?.user?.role === 'staff',
  settings: () => settingsStore.getState().settings,
  updateSettings: (patch) => settingsStore.getState().update(patch),
  colourMode: () => currentColourMode(),
  setColourMode: (mode) => setColourMode(mode),
  setApiOrigin: (origin) => {
    const storage = browserStorage();
    if (origin === null) storage?.removeItem(apiOriginOverrideKey);
    else storage?.setItem(apiOriginOverrideKey, origin);
  },
  refreshShareCache: (shareId) => api.post<{ sitemap: boolean }>(`/share/${encodeURIComponent(shareId)}/refresh-cache`),
};

/** Runs the command and tells the user how it went. */
export async function runChatCommand(command: SlashCommand): Promise<void> {
  const outcome = await runSlashCommand(command, browserDeps);
  showToast({ message: outcome.message, kind: outcome.kind });
}
