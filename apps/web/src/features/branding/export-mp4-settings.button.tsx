import { GearIcon } from '../../ui/icons';
import { openExportMp4Settings } from './branding.store';

/**
 * The export menu's way into the Export MP4 settings dialog (captions, branding, overlays).
 * `onOpen` lets the menu close first, so its popover does not sit over the dialog.
 */
export function ExportMp4SettingsButton({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      data-testid="export-mp4-settings"
      className="flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm text-muted hover:bg-hover hover:text-ink"
      onClick={() => {
        onOpen?.();
        openExportMp4Settings();
      }}
    >
      <GearIcon />
      Settings
    </button>
  );
}
