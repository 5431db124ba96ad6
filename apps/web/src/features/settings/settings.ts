import {
  clearLeftoverInProgress,
  defaultUserSettings,
  userSettingsSchema,
  type UserSettings,
} from '@otto/shared/settings';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { api } from '../../api/client';
import { useCurrentUser } from '../auth/auth.queries';
import { localSettings, remoteSettings } from './settings.persistence';
import { createSettingsStore, type SettingsState } from './settings.store';

/** The user's settings; what was stored is validated, and an upload left "in progress" by a closed tab is cleared. */
export const settingsStore = createSettingsStore<UserSettings>({
  defaults: defaultUserSettings(),
  normalise: (stored) => {
    const parsed = userSettingsSchema.safeParse(stored);
    return parsed.success ? clearLeftoverInProgress(parsed.data) : defaultUserSettings();
  },
  onSaveError: (error) => console.warn('Could not save settings', error),
});

export function useSettings<T>(selector: (state: SettingsState<UserSettings>) => T): T {
  return useStore(settingsStore, selector);
}

/** Follows the session: the API for signed-in users, this browser's storage for visitors. */
export function useSettingsSync() {
  const user = useCurrentUser();
  const userKey = user === undefined ? undefined : (user?.id ?? 'visitor');
  useEffect(() => {
    if (userKey === undefined) return;
    const persistence =
      userKey === 'visitor' ? localSettings<UserSettings>(window.localStorage) : remoteSettings<UserSettings>(api);
    void settingsStore.getState().attach(persistence);
  }, [userKey]);

  useEffect(() => {
    const flush = () => void settingsStore.getState().flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
}
