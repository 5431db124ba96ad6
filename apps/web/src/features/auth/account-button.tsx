import { modalsStore } from '../../app/modals.store';
import { useSession } from './auth.queries';

/** The header's sign-in button, shown to visitors once the session is known. */
export function SignInButton() {
  const { data, isError } = useSession();
  if (data ? data.user : !isError) return null;
  return (
    <button type="button" data-testid="sign-in-button" className="btn-primary" onClick={() => modalsStore.getState().openSignIn('other')}>
      Sign in
    </button>
  );
}
