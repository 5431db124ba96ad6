import { toastText } from '@otto/shared/constants';
import { useId } from 'react';
import { CopyIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast/toast';

/** In-app browsers can't finish Google sign-in: let the visitor take the address to a real browser. */
export function CopyPageUrl() {
  const id = useId();
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Some web views deny the clipboard API; selecting the field lets the user copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      document.execCommand('copy');
    }
    showToast({ message: toastText.copied, kind: 'success' });
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Open this page in your browser
      </label>
      <div className="flex gap-2">
        <input id={id} data-testid="page-url" readOnly value={url} className="field font-mono text-xs" onFocus={(e) => e.target.select()} />
        <button type="button" data-testid="copy-page-url" className="btn-secondary shrink-0" onClick={() => void copy()}>
          <CopyIcon /> Copy
        </button>
      </div>
    </div>
  );
}
