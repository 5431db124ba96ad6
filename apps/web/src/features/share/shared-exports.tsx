import type { ShareExportFormat } from '@otto/shared/api/shares';
import { toastDurationsMs, toastText } from '@otto/shared/constants';
import { createContext, useContext, useState } from 'react';
import { apiBaseUrl } from '../../api/client';
import { modalsStore } from '../../app/modals.store';
import { browserStorage } from '../../lib/browser-storage';
import { DownloadIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast/toast';
import { useCurrentUser } from '../auth/auth.queries';
import { useEmbeddedDemo } from '../embed/embed.context';
import { triggerDownload } from '../exports/export-runner';

/** The share a read-only chat belongs to; null in the owner's own chat. */
export const ShareIdContext = createContext<string | null>(null);

const formats: { format: ShareExportFormat; label: string }[] = [
  { format: 'srt', label: 'SRT Captions' },
  { format: 'docx', label: 'Word' },
  { format: 'csv', label: 'CSV' },
];

/** The file name the server gave in Content-Disposition (its UTF-8 form when present). */
function attachmentName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Captions and documents of an edit in a shared chat (spec chat §6: visitors view, play and may
 * export where allowed). Visitors who are not signed in are asked to sign in first (spec chat §5).
 * The file is made from the share's snapshot: nothing of the owner's project changes.
 */
export function SharedExports({ messageId, storyIndex }: { messageId: string; storyIndex: number }) {
  const shareId = useContext(ShareIdContext);
  const user = useCurrentUser();
  const [busy, setBusy] = useState<ShareExportFormat | null>(null);
  // The embedded demo has no sign-in for these to lead to; 'Try Otto' is its way in.
  const embedded = useEmbeddedDemo();
  if (!shareId || embedded) return null;

  const run = async (format: ShareExportFormat) => {
    if (!user) return modalsStore.getState().openSignIn('export');
    setBusy(format);
    try {
      const base = apiBaseUrl(browserStorage());
      const response = await fetch(`${base}/share/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ share_id: shareId, message_id: messageId, format, story_indexes: [storyIndex] }),
        credentials: base.startsWith('/') ? 'same-origin' : 'include',
      });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      triggerDownload(url, attachmentName(response.headers.get('content-disposition'), `export.${format}`));
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('Shared export failed', error);
      showToast({ message: toastText.exportFailed, kind: 'error', durationMs: toastDurationsMs.exportFailure });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex items-center gap-1" role="group" aria-label="Export">
      {formats.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          data-testid={`shared-export-${format}`}
          className="btn-ghost px-2 py-1 text-xs"
          disabled={busy !== null}
          onClick={() => void run(format)}
        >
          <DownloadIcon /> {label}
        </button>
      ))}
    </div>
  );
}
