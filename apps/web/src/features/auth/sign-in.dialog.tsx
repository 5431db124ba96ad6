import { signInReturnPath } from '@otto/shared/api/auth';
import { signInHeaderFor, type SignInTrigger } from '@otto/shared/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../../app/modals.store';
import { useDevice } from '../../lib/use-device';
import { Modal } from '../../ui/modal';
import { googleSignInUrl, useSession } from './auth.queries';
import { CopyPageUrl } from './copy-page-url';
import { LocalAccountForm } from './local-account.form';

// Google refuses OAuth inside embedded browsers and web views; this page explains why.
const GOOGLE_EMBEDDED_HELP = 'https://developers.googleblog.com/2021/06/upcoming-security-changes-to-googles-oauth-2.0-authorization-endpoint.html';

/** The one sign-in dialog; any screen opens it through the modals store with the trigger that caused it. */
export function SignInDialog() {
  const request = useModals((s) => s.signIn);
  const close = useModals((s) => s.closeSignIn);
  const trigger = request?.trigger ?? 'other';
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      closeable={request?.closeable ?? true}
      title={signInHeaderFor(trigger)}
      description="Sign in to import footage, chat with Otto and export your edits."
      testId="sign-in-dialog"
      titleTestId="sign-in-header"
    >
      {request && <SignInOptions trigger={trigger} onDone={close} />}
    </Modal>
  );
}

function SignInOptions({ trigger, onDone }: { trigger: SignInTrigger; onDone(): void }) {
  const { data: session } = useSession();
  const providers = session?.providers ?? { google: false, local: true };
  const device = useDevice();
  const navigate = useNavigate();
  const googleBlocked = device.isMobile || device.isInAppBrowser;
  const [emailChosen, setEmailChosen] = useState(false);
  const showForm = providers.local && (!providers.google || googleBlocked || emailChosen);

  const signedIn = () => {
    onDone();
    void navigate(signInReturnPath(trigger));
  };

  return (
    <div className="flex flex-col gap-4">
      {providers.google && !googleBlocked && (
        <a href={googleSignInUrl(trigger)} data-testid="google-sign-in" className="btn-secondary w-full justify-center py-2.5 text-[15px]">
          <GoogleMark />
          Continue with Google
        </a>
      )}
      {providers.google && googleBlocked && (
        <p className="rounded-md border border-line bg-raised px-3 py-2.5 text-sm text-muted">
          Google sign-in doesn't work inside {device.isInAppBrowser ? 'in-app browsers' : 'this mobile browser'}. Open Otto in your
          browser{device.isInAppBrowser ? '' : ' on a computer'} to continue with Google.{' '}
          <a href={GOOGLE_EMBEDDED_HELP} target="_blank" rel="noreferrer" data-testid="sign-in-learn-more" className="font-medium text-accent hover:underline">
            Learn more
          </a>
        </p>
      )}
      {device.isInAppBrowser && <CopyPageUrl />}
      {providers.google && !googleBlocked && providers.local && !emailChosen && (
        <button type="button" data-testid="use-email" className="btn-ghost self-center" onClick={() => setEmailChosen(true)}>
          Use email instead
        </button>
      )}
      {showForm && <LocalAccountForm onSignedIn={signedIn} />}
      {!providers.google && !providers.local && (
        <p className="text-sm text-danger">Sign-in is not configured on this server. Ask its administrator to enable an account provider.</p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
