import type { ApiClient } from '../../api/client';
import { mergeSettings, type DeepPartial } from './settings.fns';
import type { SettingsPersistence } from './settings.store';

export function remoteSettings<S extends object>(api: Pick<ApiClient, 'get' | 'patch'>): SettingsPersistence<S> {
  return {
    kind: 'remote',
    load: async () => unwrapSettings<S>(await api.get('/settings')),
    save: async (patch) => {
      await api.patch('/settings', patch);
    },
  };
}

/** Visitors keep their settings in this browser only. */
export function localSettings<S extends object>(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key = 'otto.settings',
): SettingsPersistence<S> {
  const read = (): DeepPartial<S> | null => {
    try {
      const raw = storage.getItem(key);
      return raw ? (JSON.parse(raw) as DeepPartial<S>) : null;
    } catch {
      return null;
    }
  };
  return {
    kind: 'local',
    load: async () => read(),
    save: async (patch) => {
      storage.setItem(key, JSON.stringify(mergeSettings((read() ?? {}) as S, patch)));
    },
  };
}

function unwrapSettings<S>(payload: unknown): DeepPartial<S> | null {
  if (!payload || typeof payload !== 'object') return null;
  const wrapped = (payload as { settings?: unknown }).settings;
  return (wrapped && typeof wrapped === 'object' ? wrapped : payload) as DeepPartial<S>;
}
