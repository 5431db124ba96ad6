import { billingText } from '@otto/shared/constants';
import { links } from '../../app/links';
import { useModals } from '../../app/modals.store';
import { CopyLinkField } from '../../ui/copy-link-field';
import { Modal } from '../../ui/modal';
import { usePromoterInfo } from './billing.queries';

/** 'Invite your friends, earn free credit' (spec chat §2): the user's link to copy and how their referrals stand. */
export function ReferralModal() {
  const open = useModals((s) => s.referral);
  const close = useModals((s) => s.closeReferral);
  const info = usePromoterInfo(open);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={billingText.referralTitle}
      titleTestId="referral-title"
      testId="referral-modal"
      description={
        info.data
          ? `When a friend you invite makes their first payment, you both get ${info.data.credits_per_referral} free credits.`
          : 'When a friend you invite makes their first payment, you both get free credit.'
      }
    >
      {info.isPending && <p className="text-sm text-muted">Loading your link…</p>}
      {info.isError && (
        <p role="alert" className="text-sm text-danger" data-testid="referral-error">
          Your referral link can't be loaded right now. Please try again later.
        </p>
      )}
      {info.data && (
        <div className="flex flex-col gap-4">
          <CopyLinkField
            value={info.data.referral_link}
            label="Your referral link"
            fieldTestId="referral-link"
            copyTestId="referral-copy"
            copyLabel={billingText.copyLink}
          />
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="referral-stats">
            <Stat label="Friends joined" value={info.data.referred_count} />
            <Stat label="Friends paid" value={info.data.paid_count} />
            <Stat label="Credits earned" value={info.data.credits_earned} />
          </dl>
        </div>
      )}
      <a href={links.referralHelp} target="_blank" rel="noreferrer" className="mt-4 inline-block text-sm text-accent hover:underline">
        Learn more
      </a>
    </Modal>
  );
}

const Stat = ({ label, value }: { label: string; value: number }) => (
  <div className="flex flex-col-reverse rounded-md border border-line bg-canvas px-2 py-2">
    <dt className="text-xs text-faint">{label}</dt>
    <dd className="text-lg font-semibold text-ink">{value}</dd>
  </div>
);
