import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type ExportMp4SettingsTab = 'captions' | 'horizontal' | 'vertical' | 'overlay';

interface BrandingDialogState {
  open: boolean;
  tab: ExportMp4SettingsTab;
}

/** Whether the Export MP4 settings dialog is open, so the export menu can open it from anywhere. */
export const brandingDialogStore = createStore<BrandingDialogState>()(() => ({ open: false, tab: 'captions' }));

export const openExportMp4Settings = (tab: ExportMp4SettingsTab = 'captions'): void =>
  brandingDialogStore.setState({ open: true, tab });
export const closeExportMp4Settings = (): void => brandingDialogStore.setState({ open: false });
export const setExportMp4SettingsTab = (tab: ExportMp4SettingsTab): void => brandingDialogStore.setState({ tab });

export function useBrandingDialog<T>(selector: (state: BrandingDialogState) => T): T {
  return useStore(brandingDialogStore, selector);
}
