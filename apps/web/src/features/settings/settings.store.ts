import { createStore } from 'zustand/vanilla';
import { combinePatches, type DeepPartial, mergeSettings } from './settings.fns';

/** Where settings live: the API for signed-in users, localStorage for visitors. */
export interface SettingsPersistence<S> {
  readonly kind: 'remote' | 'local';
  load(): Promise<DeepPartial<S> | null>;
  save(patch: DeepPartial<S>): Promise<void>;
}

export interface SettingsState<S> {
  settings: S;
  loaded: boolean;
  kind: 'remote' | 'local' | null;
  /** Applies at once; writes are batched and sent after a quiet period. */
  update(patch: DeepPartial<S>): void;
  /** Switches to a persistence (after sign-in or sign-out), first writing what the old one still owes. */
  attach(persistence: SettingsPersistence<S>): Promise<void>;
  flush(): Promise<void>;
}

export interface SettingsStoreDeps<S> {
  defaults: S;
  /** Cleans what a persistence returned (unknown keys, old shapes) into full settings. */
  normalise?: (settings: S) => S;
  debounceMs?: number;
  onSaveError?: (error: unknown) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export function createSettingsStore<S extends object>(deps: SettingsStoreDeps<S>) {
  const debounceMs = deps.debounceMs ?? 500;
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const normalise = deps.normalise ?? ((s: S) => s);
  let persistence: SettingsPersistence<S> | null = null;
  let pending: DeepPartial<S> | null = null;
  let timer: unknown = null;
  let generation = 0;

  return createStore<SettingsState<S>>()((set, get) => {
    const flush = async () => {
      if (timer !== null) cancel(timer);
      timer = null;
      const patch = pending;
      const target = persistence;
      // Before any persistence is attached the change waits for one, rather than being dropped.
      if (!patch || !target) return;
      pending = null;
      try {
        await target.save(patch);
      } catch (error) {
        deps.onSaveError?.(error);
      }
    };

    return {
      settings: deps.defaults,
      loaded: false,
      kind: null,
      update(patch) {
        // Locally a null means "back to the default"; the PATCH keeps it, so the server removes its copy.
        set({ settings: mergeSettings(get().settings, patch, deps.defaults) });
        pending = pending ? combinePatches<S>(pending, patch) : patch;
        if (timer !== null) cancel(timer);
        timer = schedule(() => void flush(), debounceMs);
      },
      async attach(next) {
        await flush();
        persistence = next;
        const mine = ++generation;
        set({ kind: next.kind, loaded: false });
        let stored: DeepPartial<S> | null = null;
        try {
          stored = await next.load();
        } catch (error) {
          deps.onSaveError?.(error);
        }
        // A newer attach (the user signed out meanwhile) wins.
        if (mine !== generation) return;
        const loaded = normalise(stored ? mergeSettings(deps.defaults, stored) : deps.defaults);
        // A change made while loading is still owed to the persistence: it stays on screen.
        set({ settings: pending ? mergeSettings(loaded, pending, deps.defaults) : loaded, loaded: true });
        if (pending && timer === null) timer = schedule(() => void flush(), debounceMs);
      },
      flush,
    };
  });
}
