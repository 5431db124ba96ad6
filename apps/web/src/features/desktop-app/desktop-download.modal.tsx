import { desktopAppText } from '@otto/shared/constants';
import { useEffect, useState } from 'react';
import { useModals } from '../../app/modals.store';
import { links } from '../../app/links';
import { track } from '../../lib/analytics';
import { CheckIcon, DownloadIcon, MonitorIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';

type Platform = keyof typeof links.desktopDownloads;
const platforms: { id: Platform; label: string; note: string }[] = [
  { id: 'windows', label: desktopAppText.windows, note: 'Windows 10 or later' },
  { id: 'macApple', label: desktopAppText.macApple, note: 'M1 and newer' },
  { id: 'macIntel', label: desktopAppText.macIntel, note: 'Intel-based Macs' },
];

/** Offers the desktop app (Windows, Mac Apple chip, Mac Intel); the heading depends on what sent the user here. */
export function DesktopDownloadModal() {
  const request = useModals((s) => s.desktopDownload);
  const close = useModals((s) => s.closeDesktopDownload);
  const context = request?.context ?? 'default';
  useEffect(() => void (request && track('download_modal_shown', { context })), [request, context]);
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={desktopAppText.headings[context]}
      description={context === 'largeFile' ? desktopAppText.largeFileBody : 'Import large and multicam files, and send edits straight to your editing app.'}
      testId="desktop-download-modal"
      size="md"
    >
      {request && (
        <DownloadChoices
          onContinue={
            request.onContinue &&
            (() => {
              close();
              request.onContinue?.();
            })
          }
        />
      )}
    </Modal>
  );
}

function DownloadChoices({ onContinue }: { onContinue?: () => void }) {
  const [started, setStarted] = useState<Platform | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-2 sm:grid-cols-3">
        {platforms.map((p) => (
          <a
            key={p.id}
            href={links.desktopDownloads[p.id]}
            download
            data-testid={`download-${p.id}`}
            onClick={() => setStarted(p.id)}
            className={`flex flex-col items-center gap-1.5 rounded-lg border px-3 py-4 text-center transition-colors ${
              started === p.id ? 'border-accent bg-accent/10' : 'border-line bg-raised hover:border-faint'
            }`}
          >
            <MonitorIcon width={22} height={22} className="text-muted" />
            <span className="text-sm font-medium text-ink">{p.label}</span>
            <span className="text-xs text-faint">{p.note}</span>
            <span className="mt-1 inline-flex items-center gap-1 text-xs text-accent">
              <DownloadIcon width={13} height={13} /> Download
            </span>
          </a>
        ))}
      </div>
      {started && (
        <div role="status" data-testid="download-started" className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
          <CheckIcon className="text-success" />
          <span className="text-ink">{desktopAppText.downloadStarted}</span>
          <a href={links.desktopInstallHelp} target="_blank" rel="noreferrer" className="ml-auto font-medium text-accent hover:underline">
            {desktopAppText.helpLink}
          </a>
        </div>
      )}
      {onContinue && (
        <button type="button" className="self-center text-sm text-muted underline-offset-2 hover:text-ink hover:underline" onClick={onContinue}>
          {desktopAppText.continueAnyway}
        </button>
      )}
    </div>
  );
}
