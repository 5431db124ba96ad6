import { cloudImportText } from '@otto/shared/constants';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { announceFrameioConnected, exchangeFrameioCode } from './frameio-tokens';

type Status = { state: 'connecting' } | { state: 'connected' } | { state: 'failed'; message: string };

/** Where Frame.io's login returns (/frameio-v4/callback?code=…): trade the code for tokens, then hand back to the app. */
export function FrameioCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const [status, setStatus] = useState<Status>(code ? { state: 'connecting' } : { state: 'failed', message: cloudImportText.frameioTokensFailed });

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    exchangeFrameioCode(api, code, state)
      .then(() => {
        if (cancelled) return;
        setStatus({ state: 'connected' });
        // Opened as a login popup: tell the import modal and close. A broadcast, not window.opener: the
        // opener is cut off by the app's Cross-Origin-Opener-Policy once the popup has visited IMS.
        announceFrameioConnected();
        window.close();
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus({ state: 'failed', message: error instanceof Error ? error.message : cloudImportText.frameioTokensFailed });
      });
    return () => {
      cancelled = true;
    };
  }, [code, state]);

  return (
    <main className="grid h-full place-items-center p-6">
      <div className="w-full max-w-sm rounded-xl border border-line bg-panel p-6 text-center" role="status" aria-live="polite">
        {status.state === 'connecting' && (
          <>
            <div aria-hidden="true" className="mx-auto mb-4 h-8 w-8 animate-spin rounded-full border-2 border-line border-t-accent" />
            <p className="text-ink">Connecting Frame.io…</p>
          </>
        )}
        {status.state === 'connected' && <p className="text-ink">Frame.io is connected. You can close this window.</p>}
        {status.state === 'failed' && (
          <>
            <p data-testid="frameio-error" className="font-medium text-danger">
              {status.message}
            </p>
            <p className="mt-2 text-sm text-muted">Close this window and try connecting Frame.io again.</p>
          </>
        )}
        <Link to="/" className="btn-ghost mt-4">
          Back to Otto
        </Link>
      </div>
    </main>
  );
}
