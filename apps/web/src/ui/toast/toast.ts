import { toastDurationsMs } from '@otto/shared/constants';
import { useStore } from 'zustand';
import { createToastStore, type ToastInput } from './toast.store';

// Spec: toasts last 3 s unless a caller asks otherwise (new message 10 s, duplicates 2 s).
export const toastStore = createToastStore({ defaultDurationMs: toastDurationsMs.general });

export function showToast(input: ToastInput | string): number {
  return toastStore.getState().show(typeof input === 'string' ? { message: input } : input);
}

export function useToasts() {
  return useStore(toastStore);
}
