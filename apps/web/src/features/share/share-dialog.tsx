import { useState } from 'react';
import { useCurrentUser } from '../auth/auth.queries';
import { CopyLinkField } from '../../ui/copy-link-field';
import { LinkIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { useProjectShare, useShareActions } from './share.queries';

export const shareText = {
  action: 'Share',
  title: 'Share this chat',
  description:
    'Anyone with the link can watch this chat and its edits. Signed-in visitors can clone it into their own account.',
  creating: 'Making the link…',
  failed: 'The link could not be made. Try again.',
  updated: (when: string) => `Shows the chat as it was at ${when}. Share again to show what changed since.`,
  turnOff: 'Turn off link',
  turnedOff: 'The link is off: it no longer opens the chat. Share again to make a new link.',
  shareAgain: 'Share again',
} as const;

/**
 * The Share action (chat header and each edit): shares the project, or updates its link when it
 * is already shared, then shows the link to copy and a way to turn it off.
 */
export function ShareButton({ projectId, compact }: { projectId: string; compact?: boolean }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const current = useProjectShare(projectId, Boolean(user));
  const actions = useShareActions(projectId);
  if (!user) return null;

  const shareNow = () => {
    const existing = current.data?.share;
    if (existing) actions.update.mutate(existing.share_id);
    else actions.share.mutate();
  };

  return (
    <>
      <button
        type="button"
        data-testid={compact ? 'share-edit' : 'share-project'}
        className="btn-ghost px-2 py-1 text-xs"
        title="Share this chat as a read-only link"
        onClick={() => {
          setOpen(true);
          shareNow();
        }}
      >
        <LinkIcon /> {shareText.action}
      </button>
      <ShareDialog
        open={open}
        onOpenChange={setOpen}
        projectId={projectId}
        onShareAgain={shareNow}
        pending={actions.share.isPending || actions.update.isPending}
        failed={actions.share.isError || actions.update.isError}
        onTurnOff={(shareId) => actions.revoke.mutate(shareId)}
        turningOff={actions.revoke.isPending}
      />
    </>
  );
}

function ShareDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  projectId: string;
  pending: boolean;
  failed: boolean;
  turningOff: boolean;
  onShareAgain(): void;
  onTurnOff(shareId: string): void;
}) {
  const share = useProjectShare(props.projectId, props.open).data?.share;

  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={shareText.title}
      description={shareText.description}
      testId="share-dialog"
    >
      {props.pending ? (
        <p className="text-sm text-muted">{shareText.creating}</p>
      ) : props.failed ? (
        <p role="alert" className="text-sm text-danger">
          {shareText.failed}
        </p>
      ) : share ? (
        <div className="flex flex-col gap-3">
          <CopyLinkField value={share.url} label="Share link" hideLabel fieldTestId="share-link" copyTestId="copy-share-link" />
          <p className="text-xs text-faint">{shareText.updated(new Date(share.lastModified).toLocaleString())}</p>
          <div className="flex justify-end">
            <button
              type="button"
              data-testid="turn-off-share"
              className="btn-danger"
              disabled={props.turningOff}
              onClick={() => props.onTurnOff(share.share_id)}
            >
              {shareText.turnOff}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">{shareText.turnedOff}</p>
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={props.onShareAgain}>
              {shareText.shareAgain}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
