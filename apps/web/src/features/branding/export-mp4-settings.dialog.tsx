import * as Tabs from '@radix-ui/react-tabs';
import { chatText } from '@otto/shared/ui-text';
import { logoCornerSchema, type LogoCorner } from '@otto/shared/settings';
import { Modal } from '../../ui/modal';
import { useCurrentUser } from '../auth/auth.queries';
import { useSettings } from '../settings/settings';
import { AssetSlot } from './asset-slot';
import { ColourField } from './colour-field';
import {
  closeExportMp4Settings,
  setExportMp4SettingsTab,
  useBrandingDialog,
  type ExportMp4SettingsTab,
} from './branding.store';

const tabs: { id: ExportMp4SettingsTab; label: string }[] = [
  { id: 'captions', label: 'Captions' },
  { id: 'horizontal', label: 'Horizontal' },
  { id: 'vertical', label: 'Vertical' },
  { id: 'overlay', label: 'Overlay' },
];

const cornerLabels: Record<LogoCorner, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

/**
 * Export MP4 settings (spec chat §2–§5): caption colours, logo and intro/outro images per
 * orientation, and overlay videos. Mounted once; open it with `openExportMp4Settings()`.
 */
export function ExportMp4SettingsDialog() {
  const open = useBrandingDialog((s) => s.open);
  const tab = useBrandingDialog((s) => s.tab);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && closeExportMp4Settings()}
      title="Export MP4 settings"
      description="How exported videos look: captions, branding and overlays."
      size="lg"
      testId="export-mp4-settings-dialog"
    >
      {open && (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setExportMp4SettingsTab(value as ExportMp4SettingsTab)}
          className="mt-4"
        >
          <Tabs.List className="mb-4 flex gap-1 border-b border-line" aria-label="Export MP4 settings">
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                data-testid={`export-mp4-tab-${t.id}`}
                className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="captions" className="flex flex-col gap-3">
            <ColourField colourKey="activeColor" />
            <ColourField colourKey="inactiveColor" />
            <ColourField colourKey="outlineColor" />
            <WaveformToggle />
          </Tabs.Content>
          <Tabs.Content value="horizontal" className="flex flex-col gap-3">
            <LogoSection />
            <div className="grid gap-3 sm:grid-cols-2">
              <AssetSlot slot="horizontal_intro" />
              <AssetSlot slot="horizontal_outro" />
            </div>
          </Tabs.Content>
          <Tabs.Content value="vertical" className="grid gap-3 sm:grid-cols-2">
            <AssetSlot slot="vertical_intro" />
            <AssetSlot slot="vertical_outro" />
          </Tabs.Content>
          <Tabs.Content value="overlay" className="flex flex-col gap-3">
            <p className="text-sm text-muted">
              A QuickTime (.mov) video, transparent where the edit should show through, laid over the edit from its
              start time.
            </p>
            <AssetSlot slot="overlay_video" />
            <AssetSlot slot="overlay_video_vertical" />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Modal>
  );
}

/** Free exports carry the Otto logo top-left; paid users upload their own and choose its corner. */
function LogoSection() {
  const user = useCurrentUser();
  const corner = useSettings((s) => s.settings.logo.corner);
  const update = useSettings((s) => s.update);
  const free = !user || user.subscriptionTier === 'free';
  return (
    <div className="flex flex-col gap-2">
      {free && (
        <p
          className="rounded-md border border-line bg-raised px-3 py-2 text-sm text-muted"
          data-testid="free-watermark-note"
        >
          {chatText.freeWatermark}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-60 flex-1">
          <AssetSlot slot="logo" disabled={free} />
        </div>
        <label className="flex flex-col gap-1 text-sm text-muted">
          Corner
          <select
            className="field w-40"
            value={free ? 'top-left' : corner}
            disabled={free}
            data-testid="logo-corner"
            onChange={(event) => update({ logo: { corner: logoCornerSchema.parse(event.target.value) } })}
          >
            {logoCornerSchema.options.map((c) => (
              <option key={c} value={c}>
                {cornerLabels[c]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

function WaveformToggle() {
  const enabled = useSettings((s) => s.settings.animatedWaveformEnabled);
  const update = useSettings((s) => s.update);
  return (
    <label className="mt-2 flex items-center gap-2 text-sm text-muted">
      <input
        type="checkbox"
        checked={enabled}
        onChange={(event) => update({ animatedWaveformEnabled: event.target.checked })}
        data-testid="animated-waveform"
      />
      Animated waveform for audio-only files
    </label>
  );
}
