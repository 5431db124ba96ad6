import { createStore } from 'zustand/vanilla';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
/** Most toasts sit bottom-right; 'Export failed' is shown bottom-left (spec chat §8). */
export type ToastPosition = 'bottom-right' | 'bottom-left';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  position: ToastPosition;
  closable: boolean;
}

export interface ToastInput {
  message: string;
  kind?: ToastKind;
  durationMs?: number;
  position?: ToastPosition;
  closable?: boolean;
}

export interface ToastState {
  visible: Toast[];
  queued: Toast[];
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

export interface ToastDeps {
  defaultDurationMs: number;
  /** Toasts beyond this wait their turn instead of piling up over the chat bar. */
  maxVisible?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * A queue of toasts: at most `maxVisible` on screen, each leaving after its own duration, the rest
 * waiting in order. Showing a message that is already up restarts its timer rather than stacking a copy.
 */
export function createToastStore(deps: ToastDeps) {
  const maxVisible = deps.maxVisible ?? 3;
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const timers = new Map<number, unknown>();
  let nextId = 1;

  return createStore<ToastState>()((set, get) => {
    const startTimer = (toast: Toast) => {
      const existing = timers.get(toast.id);
      if (existing !== undefined) cancel(existing);
      timers.set(
        toast.id,
        schedule(() => get().dismiss(toast.id), toast.durationMs),
      );
    };

    const promote = () => {
      const { visible, queued } = get();
      if (visible.length >= maxVisible || queued.length === 0) return;
      const room = maxVisible - visible.length;
      const entering = queued.slice(0, room);
      set({ visible: [...visible, ...entering], queued: queued.slice(room) });
      entering.forEach(startTimer);
    };

    return {
      visible: [],
      queued: [],
      show(input) {
        const { visible, queued } = get();
        const twin = visible.find((t) => t.message === input.message && t.kind === (input.kind ?? 'info'));
        if (twin) {
          const refreshed = { ...twin, durationMs: input.durationMs ?? twin.durationMs };
          set({ visible: visible.map((t) => (t.id === twin.id ? refreshed : t)) });
          startTimer(refreshed);
          return twin.id;
        }
        const waiting = queued.find((t) => t.message === input.message);
        if (waiting) return waiting.id;
        const toast: Toast = {
          id: nextId++,
          message: input.message,
          kind: input.kind ?? 'info',
          durationMs: input.durationMs ?? deps.defaultDurationMs,
          position: input.position ?? 'bottom-right',
          closable: input.closable ?? true,
        };
        set({ queued: [...queued, toast] });
        promote();
        return toast.id;
      },
      dismiss(id) {
        const handle = timers.get(id);
        if (handle !== undefined) cancel(handle);
        timers.delete(id);
        const { visible, queued } = get();
        set({ visible: visible.filter((t) => t.id !== id), queued: queued.filter((t) => t.id !== id) });
        promote();
      },
    };
  });
}

export type ToastStore = ReturnType<typeof createToastStore>;
