import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Chromium's install prompt event (not in the DOM typings: it is not a web standard yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's deferred install prompt; null where the browser offers none or the app is installed. */
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

const installPromptStore = createStore<InstallPromptState>(() => ({ prompt: null, installed: false }));

export const useInstallPrompt = () => useStore(installPromptStore);

/** Shows the browser's install dialog; true when the user installed the app. */
export async function promptInstall(): Promise<boolean> {
  const { prompt } = installPromptStore.getState();
  if (!prompt) return false;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  // A prompt can be shown once; the browser fires a fresh event if it offers installing again.
  installPromptStore.setState({ prompt: null, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}

/**
 * Registers the service worker (production builds only: in development Vite serves modules the worker
 * must not cache) and keeps the install prompt, which fires once early in the page's life, for the
 * desktop-download modal to offer later.
 */
export function setUpInstallableApp(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPromptStore.setState({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => installPromptStore.setState({ prompt: null, installed: true }));
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    window.addEventListener('load', () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
    });
  }
}
