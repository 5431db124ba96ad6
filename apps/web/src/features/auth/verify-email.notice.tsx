import type { User } from '@otto/shared/user';
import { ApiError } from '../../api/client';
import { showToast } from '../../ui/toast/toast';
import { useResendVerification } from './auth.queries';

/** A quiet reminder for a local account whose email address is not verified yet. */
export function VerifyEmailNotice({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <div
      data-testid="verify-email-notice"
      className="mx-2 mb-2 rounded-md border border-line px-2.5 py-2 text-xs text-muted"
    >
      Check your inbox to verify your email.{' '}
      <button
        type="button"
        data-testid="resend-verification"
        className="text-accent underline-offset-2 hover:underline disabled:opacity-50"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => showToast({ message: `We sent a new link to ${user.email}.` }),
            onError: (err) =>
              showToast({ message: err instanceof ApiError ? err.message : 'Could not send the mail.', kind: 'error' }),
          })
        }
      >
        {resend.isSuccess ? 'Sent' : 'Resend'}
      </button>
    </div>
  );
}
