import { signInErrorParam } from '@otto/shared/api/auth';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { modalsStore } from '../../app/modals.store';
import { showToast } from '../../ui/toast/toast';
import { useCurrentUser } from '../auth/auth.queries';
import { ChatPage } from '../chat/chat.page';
import { takePendingClone } from '../share/pending-clone';

/**
 * The site root: Otto's welcome chat. After the start-of-first-time-experience sign-in the browser
 * lands on /?demo=start, which goes straight on to starting the first project.
 */
export function HomePage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const demo = params.get('demo');
  const signInError = params.get(signInErrorParam);
  const navigate = useNavigate();

  useEffect(() => {
    if (!user) return;
    const shareId = takePendingClone();
    if (shareId) void navigate(`/share/${encodeURIComponent(shareId)}?clone=auto`, { replace: true });
  }, [user, navigate]);

  useEffect(() => {
    if (!signInError) return;
    showToast({ message: `Sign-in didn't complete: ${signInError}`, kind: 'error' });
    setParams((p) => (p.delete(signInErrorParam), p), { replace: true });
  }, [signInError, setParams]);

  useEffect(() => {
    if (demo !== 'start' || user === undefined) return;
    if (user) modalsStore.getState().openModePicker();
    else modalsStore.getState().openSignIn('start_ftux');
    setParams((p) => (p.delete('demo'), p), { replace: true });
  }, [demo, user, setParams]);

  return <ChatPage />;
}
