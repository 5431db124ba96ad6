import { desktopAppText } from '@otto/shared/constants';
import { useEffect, useState } from 'react';
import { useModals } from '../../app/modals.store';
import { links } from '../../app/links';
import { track } from '../../lib/analytics';
import { CheckIcon, CopyIcon, DownloadIcon, MonitorIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { promptInstall, useInstallPrompt } from './install-prompt';

type Platform = keyof typeof links.desktopDownloads;
const platforms: { id: Platform; label: string; note: string; os: 'windows' | 'mac' }[] = [
  { id: 'windows', label: desktopAppText.windows, note: 'Windows 10 or later', os: 'windows' },
  { id: 'macApple', label: desktopAppText.macApple, note: 'M1 and newer', os: 'mac' },
  { id: 'macIntel', label: desktopAppText.macIntel, note: 'Intel-based Macs', os: 'mac' },
];
const desktopCommand = 'npx otto desktop';

/** Native installers for the visitor's OS, only where a self-hoster ships them (links.ts); none by default. */
function installersForThisOs(): { id: Platform; label: string; note: string; href: string }[] {
  const os = /Windows/i.test(navigator.userAgent) ? 'windows' : /Macintosh|Mac OS X/i.test(navigator.userAgent) ? 'mac' : 'other';
  return platforms.flatMap((p) => {
    const href = links.desktopDownloads[p.id];
    return href && p.os === os ? [{ ...p, href }] : [];
  });
}

/**
 * Offers the desktop app that exists for this visitor: installing the web app (the browser's install prompt),
 * `npx otto desktop` with its help page, and native installers only where a self-hoster ships them. The
 * heading depends on what sent the user here.
 */
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
  const installers = installersForThisOs();
  return (
    <div className="flex flex-col gap-4">
      <InstallWebApp />
      <DesktopCommand />
      {installers.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {installers.map((p) => (
            <a
              key={p.id}
              href={p.href}
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
      )}
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

/** The browser's own install prompt, where it offers one (Chrome, Edge); otherwise nothing to click. */
function InstallWebApp() {
  const { prompt, installed } = useInstallPrompt();
  if (installed)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink">
        <CheckIcon className="text-success" /> Otto is installed: open it from your apps.
      </p>
    );
  if (!prompt) return null;
  return (
    <button
      type="button"
      data-testid="install-app"
      onClick={() => void promptInstall()}
      className="flex items-center justify-center gap-2 rounded-lg bg-accent px-4 py-2.5 text-sm font-medium text-accent-ink hover:bg-accent-strong"
    >
      <MonitorIcon width={16} height={16} /> Install the app
    </button>
  );
}

/** Otto on the visitor's own machine: one command, copied with a click, and the page that explains it. */
function DesktopCommand() {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(desktopCommand);
      setCopied(true);
    } catch {
      // Some browsers deny the clipboard; the command stays selectable for copying by hand.
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-raised px-3 py-3">
      <span className="text-sm text-ink">Run Otto on your own computer, in its own window:</span>
      <div className="flex items-center gap-2">
        <code data-testid="desktop-command" className="flex-1 select-all rounded-md bg-canvas px-2 py-1.5 font-mono text-sm text-ink">
          {desktopCommand}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label="Copy the command"
          className="inline-flex items-center gap-1 rounded-md border border-line px-2 py-1.5 text-xs text-muted hover:text-ink"
        >
          {copied ? <CheckIcon width={13} height={13} /> : <CopyIcon width={13} height={13} />} {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <a href={links.desktopInstallHelp} target="_blank" rel="noreferrer" data-testid="desktop-help" className="text-sm font-medium text-accent hover:underline">
        {desktopAppText.helpLink}
      </a>
    </div>
  );
}
