import * as Popover from '@radix-ui/react-popover';
import { tierDisplayNames, type User } from '@otto/shared/user';
import { useNavigate } from 'react-router';
import { showToast } from '../../ui/toast/toast';
import { BillingMenuItems } from '../billing/billing-menu.items';
import { useBillingEnabled } from '../billing/billing.queries';
import { useSignOut } from './auth.queries';

const initials = (user: User) =>
  (user.name?.trim() || user.email)
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** period_end is unix seconds (spec §3). */
const periodEndLabel = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const billing = useBillingEnabled();
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="user-menu"
        aria-label={`Account: ${user.name ?? user.email}`}
        className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-raised"
      >
        <span
          aria-hidden="true"
          className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-accent/20 text-xs font-semibold text-accent"
        >
          {initials(user)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm text-ink">{user.name || user.email}</span>
          <span className="block truncate text-xs text-faint">{tierDisplayNames[user.subscriptionTier]} plan</span>
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border border-line bg-raised p-1.5 shadow-xl shadow-black/40"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-medium text-ink">{user.name || 'Signed in'}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <dl className="mx-2.5 mb-2 grid grid-cols-2 gap-y-1 border-t border-line pt-2 text-xs">
            <dt className="text-faint">Plan</dt>
            <dd className="text-right text-ink">{tierDisplayNames[user.subscriptionTier]}</dd>
            {/* Billing off (self-hosted without Stripe): no credits are counted, so none are shown. */}
            {billing && (
              <>
                <dt className="text-faint">Credits left</dt>
                <dd className="text-right text-ink" data-testid="credits-left">
                  {user.credits_left}
                </dd>
              </>
            )}
            {billing && user.period_end !== null && (
              <>
                <dt className="text-faint">Period ends</dt>
                <dd className="text-right text-ink" data-testid="period-end">
                  {periodEndLabel(user.period_end)}
                </dd>
              </>
            )}
          </dl>
          {billing && <BillingMenuItems tier={user.subscriptionTier} />}
          <button
            type="button"
            data-testid="sign-out"
            className="w-full rounded-md px-2.5 py-2 text-left text-sm text-ink hover:bg-hover"
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: () => void navigate('/'),
                onError: () =>
                  showToast({
                    message: 'Signed out on this device, but the server could not be reached.',
                    kind: 'warning',
                  }),
              })
            }
          >
            Sign out
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
