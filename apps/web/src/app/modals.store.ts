import type { desktopAppText, SignInTrigger } from '@otto/shared/constants';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Why the desktop-download modal opened; it picks the heading (spec chat §2). */
export type DesktopDownloadContext = keyof typeof desktopAppText.headings;

/** App-wide dialogs any screen can open without threading callbacks through the tree. */
export interface ModalsState {
  signIn: { trigger: SignInTrigger; closeable: boolean } | null;
  desktopDownload: { context: DesktopDownloadContext; onContinue?: () => void } | null;
  modePicker: boolean;
  /** The server refused work with out_of_credits (spec §8): the out-of-credit modal. */
  outOfCredit: boolean;
  /** 'Purchase Credits'; a fresh object on every opening so the modal starts over (spec §2). */
  purchaseCredits: { openedAt: number } | null;
  /** The pricing-table dialog: 'Ready to upgrade?', or 'Want more exports?' after an export-limit 401. */
  upgrade: { variant: UpgradeVariant } | null;
  referral: boolean;
  openSignIn(trigger: SignInTrigger, options?: { closeable?: boolean }): void;
  closeSignIn(): void;
  openDesktopDownload(context?: DesktopDownloadContext, onContinue?: () => void): void;
  closeDesktopDownload(): void;
  openModePicker(): void;
  closeModePicker(): void;
  openOutOfCredit(): void;
  closeOutOfCredit(): void;
  openPurchaseCredits(): void;
  closePurchaseCredits(): void;
  openUpgrade(variant?: UpgradeVariant): void;
  closeUpgrade(): void;
  openReferral(): void;
  closeReferral(): void;
}

export type UpgradeVariant = 'default' | 'export_limit';

export const modalsStore = createStore<ModalsState>()((set) => ({
  signIn: null,
  desktopDownload: null,
  modePicker: false,
  outOfCredit: false,
  purchaseCredits: null,
  upgrade: null,
  referral: false,
  openSignIn: (trigger, options) => set({ signIn: { trigger, closeable: options?.closeable ?? true } }),
  closeSignIn: () => set({ signIn: null }),
  openDesktopDownload: (context = 'default', onContinue) => set({ desktopDownload: { context, onContinue } }),
  closeDesktopDownload: () => set({ desktopDownload: null }),
  openModePicker: () => set({ modePicker: true }),
  closeModePicker: () => set({ modePicker: false }),
  openOutOfCredit: () => set({ outOfCredit: true }),
  closeOutOfCredit: () => set({ outOfCredit: false }),
  // One billing dialog at a time: the one opened from another replaces it.
  openPurchaseCredits: () => set({ purchaseCredits: { openedAt: Date.now() }, outOfCredit: false, upgrade: null }),
  closePurchaseCredits: () => set({ purchaseCredits: null }),
  openUpgrade: (variant = 'default') => set({ upgrade: { variant }, outOfCredit: false }),
  closeUpgrade: () => set({ upgrade: null }),
  openReferral: () => set({ referral: true, outOfCredit: false }),
  closeReferral: () => set({ referral: false }),
}));

export function useModals<T>(selector: (state: ModalsState) => T): T {
  return useStore(modalsStore, selector);
}
