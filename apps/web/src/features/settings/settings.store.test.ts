import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeSettings } from './settings.fns';
import { localSettings } from './settings.persistence';
import { createSettingsStore, type SettingsPersistence } from './settings.store';

interface TestSettings {
  playbackSpeed: number;
  transcriptionLanguage: string;
  captionSettings: { outlineColor: string; activeColor: string };
  lastExportOptions: string[];
}
const defaults: TestSettings = {
  playbackSpeed: 1,
  transcriptionLanguage: 'auto',
  captionSettings: { outlineColor: '#000000', activeColor: '#ffffff' },
  lastExportOptions: [],
};

function fakeRemote(stored: Partial<TestSettings> | null = null) {
  const saves: unknown[] = [];
  const persistence: SettingsPersistence<TestSettings> = {
    kind: 'remote',
    load: async () => stored,
    save: async (patch) => {
      saves.push(patch);
    },
  };
  return { persistence, saves };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('settings store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads stored settings over the defaults', async () => {
    const store = createSettingsStore({ defaults });
    await store
      .getState()
      .attach(
        fakeRemote({ playbackSpeed: 1.5, captionSettings: { outlineColor: 'transparent' } } as Partial<TestSettings>)
          .persistence,
      );
    expect(store.getState().loaded).toBe(true);
    expect(store.getState().settings).toEqual({
      ...defaults,
      playbackSpeed: 1.5,
      captionSettings: { outlineColor: 'transparent', activeColor: '#ffffff' },
    });
  });

  it('applies changes at once and sends one merged PATCH after a quiet period', async () => {
    const remote = fakeRemote();
    const store = createSettingsStore({ defaults, debounceMs: 500 });
    await store.getState().attach(remote.persistence);
    store.getState().update({ playbackSpeed: 1.25 });
    vi.advanceTimersByTime(300);
    store.getState().update({ playbackSpeed: 1.5, captionSettings: { activeColor: '#ff0000' } });
    expect(store.getState().settings.playbackSpeed).toBe(1.5);
    vi.advanceTimersByTime(499);
    expect(remote.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.saves).toEqual([{ playbackSpeed: 1.5, captionSettings: { activeColor: '#ff0000' } }]);
  });

  it('keeps a change made before the settings have loaded, on screen and in the next PATCH', async () => {
    let answer: (stored: Partial<TestSettings>) => void = () => {};
    const stored = new Promise<Partial<TestSettings>>((resolve) => (answer = resolve));
    const saves: unknown[] = [];
    const slow: SettingsPersistence<TestSettings> = {
      kind: 'remote',
      load: () => stored,
      save: async (patch) => void saves.push(patch),
    };
    const store = createSettingsStore({ defaults, debounceMs: 500 });
    store.getState().update({ playbackSpeed: 1.25 });
    await vi.advanceTimersByTimeAsync(600);
    const attaching = store.getState().attach(slow);
    store.getState().update({ captionSettings: { activeColor: '#ff0000' } });
    answer({ playbackSpeed: 2, transcriptionLanguage: 'fr' });
    await attaching;
    expect(store.getState().settings).toMatchObject({
      playbackSpeed: 1.25,
      transcriptionLanguage: 'fr',
      captionSettings: { activeColor: '#ff0000' },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(saves).toEqual([{ playbackSpeed: 1.25, captionSettings: { activeColor: '#ff0000' } }]);
  });

  it('writes pending changes to the old place before switching (sign-out)', async () => {
    const remote = fakeRemote();
    const storage = memoryStorage();
    const store = createSettingsStore({ defaults });
    await store.getState().attach(remote.persistence);
    store.getState().update({ transcriptionLanguage: 'fr' });
    await store.getState().attach(localSettings<TestSettings>(storage));
    expect(remote.saves).toEqual([{ transcriptionLanguage: 'fr' }]);
    // The visitor starts from defaults: the account's settings stay with the account.
    expect(store.getState().settings.transcriptionLanguage).toBe('auto');
    expect(store.getState().kind).toBe('local');
  });

  it('keeps a visitor’s settings in local storage across visits', async () => {
    const storage = memoryStorage();
    const first = createSettingsStore({ defaults });
    await first.getState().attach(localSettings<TestSettings>(storage));
    first.getState().update({ playbackSpeed: 2, lastExportOptions: ['premiere'] });
    await first.getState().flush();

    const second = createSettingsStore({ defaults });
    await second.getState().attach(localSettings<TestSettings>(storage));
    expect(second.getState().settings.playbackSpeed).toBe(2);
    expect(second.getState().settings.lastExportOptions).toEqual(['premiere']);
  });

  it('resets a colour to its default locally while the PATCH still carries the null that removes it', async () => {
    const remote = fakeRemote();
    const store = createSettingsStore({ defaults, debounceMs: 500 });
    await store.getState().attach(remote.persistence);
    store.getState().update({ captionSettings: { activeColor: '#00ff00' } });
    await store.getState().flush();
    // Reset: null is "remove" in JSON Merge Patch; the store's type does not spell it.
    store.getState().update({ captionSettings: { activeColor: null } } as unknown as Partial<TestSettings>);
    expect(store.getState().settings.captionSettings).toEqual({ outlineColor: '#000000', activeColor: '#ffffff' });
    await store.getState().flush();
    expect(remote.saves).toEqual([
      { captionSettings: { activeColor: '#00ff00' } },
      { captionSettings: { activeColor: null } },
    ]);
  });

  it('keeps a reset made after a change in the same batch, and a change made after a reset', async () => {
    const remote = fakeRemote();
    const store = createSettingsStore({ defaults, debounceMs: 500 });
    await store.getState().attach(remote.persistence);
    const reset = { captionSettings: { activeColor: null } } as unknown as Partial<TestSettings>;
    store.getState().update({ captionSettings: { activeColor: '#00ff00', outlineColor: 'transparent' } });
    store.getState().update(reset);
    await store.getState().flush();
    store.getState().update(reset);
    store.getState().update({ captionSettings: { activeColor: '#123456' } });
    await store.getState().flush();
    expect(remote.saves).toEqual([
      { captionSettings: { activeColor: null, outlineColor: 'transparent' } },
      { captionSettings: { activeColor: '#123456' } },
    ]);
    expect(store.getState().settings.captionSettings.activeColor).toBe('#123456');
  });

  it('drops a reset override that has no default, here and in a visitor’s stored settings', async () => {
    type Optional = { captionSettings: { activeColor?: string } };
    const reset = { captionSettings: { activeColor: null } } as unknown as Optional;
    expect(mergeSettings<Optional>({ captionSettings: { activeColor: '#00ff00' } }, reset)).toEqual({
      captionSettings: {},
    });

    const storage = memoryStorage();
    const store = createSettingsStore<Optional>({ defaults: { captionSettings: {} } });
    await store.getState().attach(localSettings<Optional>(storage));
    store.getState().update({ captionSettings: { activeColor: '#00ff00' } });
    await store.getState().flush();
    store.getState().update(reset);
    expect(store.getState().settings).toEqual({ captionSettings: {} });
    await store.getState().flush();
    expect(JSON.parse(storage.data.get('otto.settings') ?? '{}')).toEqual({ captionSettings: {} });
  });
});
