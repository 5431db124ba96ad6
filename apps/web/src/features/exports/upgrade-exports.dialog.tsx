import { billingText } from '@otto/shared/constants';
import { useEffect } from 'react';
import { track } from '../../lib/analytics';
import { Modal } from '../../ui/modal';

/** Shown when the server refuses an export with 401: the export-limit variant of the upgrade dialog (spec §2, §8). */
export function UpgradeExportsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  useEffect(() => void (open && track('upgrade_modal_shown', { reason: 'export_limit' })), [open]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={billingText.exportLimitTitle}
      titleTestId="upgrade-exports-title"
      testId="upgrade-exports"
      description={billingText.upgradeSubtitle}
    >
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-primary" data-testid="upgrade-exports-close" onClick={onClose}>
          Not now
        </button>
      </div>
    </Modal>
  );
}
