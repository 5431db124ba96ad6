import type { FrameioAccount } from '@otto/shared/api/cloud-links';
import { canAddFrameioInput, canContinueFrameioImport } from '@otto/shared/cloud-import';
import { cloudImportText, importLimits } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { Modal } from '../../ui/modal';
import { addFrameioFiles, frameioAccounts, frameioConnection } from './frameio.actions';
import { onFrameioConnected } from './frameio-tokens';

export interface FrameioDialogProps {
  open: boolean;
  project: Pick<Project, 'id' | 'category'>;
  onClose(): void;
  onAdded(sources: Source[]): void;
}

type Phase = { kind: 'checking' } | { kind: 'signed_out' } | { kind: 'ready'; accounts: FrameioAccount[] };

/** Spec import §2: 'Add files from Frame.io (v4)': account dropdown, asset links, 'Switch Frame.io ID', Continue. */
export function FrameioDialog({ open, project, onClose, onAdded }: FrameioDialogProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [accountId, setAccountId] = useState('');
  const [links, setLinks] = useState<string[]>(['']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadAccounts = useCallback(async () => {
    try {
      const connection = await frameioConnection(api);
      setError(null);
      if (!connection.connected) return setPhase({ kind: 'signed_out' });
      const accounts = await frameioAccounts(api);
      setPhase({ kind: 'ready', accounts });
      setAccountId((current) => (accounts.some((a) => a.id === current) ? current : (accounts[0]?.id ?? '')));
    } catch (e) {
      setPhase({ kind: 'signed_out' });
      setError(e instanceof Error ? e.message : cloudImportText.frameioAccountsFailed);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    // Asked after this render, not inside it.
    const first = setTimeout(() => void loadAccounts(), 0);
    // The login popup says when it is done (frameio-callback.page.tsx).
    const stop = onFrameioConnected(() => void loadAccounts());
    return () => {
      clearTimeout(first);
      stop();
    };
  }, [open, loadAccounts]);

  const signIn = async (switchAccount: boolean) => {
    setError(null);
    // Opened at once (a popup opened after an await is blocked), then sent to IMS.
    const popup = window.open('about:blank', 'frameio-login', 'width=520,height=680');
    try {
      const { url } = await api.get<{ url: string }>(`/frameio-v4/login${switchAccount ? '?switch=1' : ''}`);
      if (popup) popup.location.href = url;
      else window.location.href = url;
    } catch (e) {
      popup?.close();
      setError(e instanceof Error ? e.message : cloudImportText.frameioTokensFailed);
    }
  };

  const submit = async () => {
    if (busy || !canContinueFrameioImport(links) || !accountId) return;
    setBusy(true);
    setError(null);
    const outcome = await addFrameioFiles(api, project, accountId, links);
    setBusy(false);
    if (outcome.sources.length > 0) onAdded(outcome.sources);
    if (!outcome.ok) return setError(outcome.message);
    setLinks(['']);
    onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={cloudImportText.frameioTitle}
      testId="frameio-dialog"
      size="md"
    >
      {phase.kind === 'checking' && <p className="text-sm text-muted">{cloudImportText.loading}</p>}
      {phase.kind === 'signed_out' && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">Sign in to Frame.io to pick files from your account.</p>
          <button type="button" data-testid="frameio-connect" className="btn-primary self-start" onClick={() => void signIn(false)}>
            Connect Frame.io
          </button>
        </div>
      )}
      {phase.kind === 'ready' && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="flex items-end gap-3">
            <label className="flex flex-1 flex-col gap-1 text-sm text-muted">
              Account
              <select
                data-testid="frameio-account"
                className="field"
                value={accountId}
                disabled={busy}
                onChange={(e) => setAccountId(e.target.value)}
              >
                {phase.accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.display_name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" data-testid="frameio-switch" className="btn-ghost text-sm" onClick={() => void signIn(true)}>
              {cloudImportText.frameioSwitchId}
            </button>
          </div>
          {links.map((link, i) => (
            <input
              key={i}
              data-testid="frameio-link"
              type="text"
              inputMode="url"
              className="field"
              aria-label={`Frame.io link ${i + 1}`}
              placeholder="https://next.frame.io/project/…/view/…"
              value={link}
              disabled={busy}
              onChange={(e) => setLinks(links.map((l, j) => (j === i ? e.target.value : l)))}
            />
          ))}
          <button
            type="button"
            data-testid="frameio-add-link"
            className="btn-ghost self-start text-sm"
            disabled={busy || !canAddFrameioInput(links, importLimits.maxCloudFiles)}
            onClick={() => setLinks([...links, ''])}
          >
            + Add another link
          </button>
          <div className="flex justify-end">
            <button type="submit" data-testid="frameio-continue" className="btn-primary" disabled={busy || !canContinueFrameioImport(links)}>
              {busy ? cloudImportText.loading : cloudImportText.continue}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" data-testid="frameio-error" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
    </Modal>
  );
}
