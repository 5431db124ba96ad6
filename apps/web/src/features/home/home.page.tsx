import {
  emailVerificationNotices,
  emailVerificationOutcomes,
  emailVerificationParam,
  signInErrorMessage,
  signInErrorParam,
} from '@otto/shared/api/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { modalsStore } from '../../app/modals.store';
import { showToast } from '../../ui/toast/toast';
import { sessionQueryKey, useCurrentUser } from '../auth/auth.queries';
import { ChatPage } from '../chat/chat.page';
import { takePendingClone } from '../share/pending-clone';
import { useStartGuidedTour } from '../tour/start-tour';

/**
 * The site root: Otto's welcome chat. After the start-of-first-time-experience sign-in the browser
 * lands on /?demo=start, which goes straight on to the guided tour on a copy of the demo project.
 */
export function HomePage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const demo = params.get('demo');
  const signInError = params.get(signInErrorParam);
  const verification = emailVerificationOutcomes.find((o) => o === params.get(emailVerificationParam));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: startTour } = useStartGuidedTour();
  const tourStarted = useRef(false);

  useEffect(() => {
    if (!user) return;
    const shareId = takePendingClone();
    if (shareId) void navigate(`/share/${encodeURIComponent(shareId)}?clone=auto`, { replace: true });
  }, [user, navigate]);

  useEffect(() => {
    if (!signInError) return;
    showToast({ message: signInErrorMessage(signInError), kind: 'error' });
    setParams((p) => (p.delete(signInErrorParam), p), { replace: true });
  }, [signInError, setParams]);

  // Back from the link in the verification mail.
  useEffect(() => {
    if (!verification) return;
    showToast({
      message: emailVerificationNotices[verification],
      kind: verification === 'verified' ? 'success' : 'error',
    });
    if (verification === 'verified') void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    setParams((p) => (p.delete(emailVerificationParam), p), { replace: true });
  }, [verification, setParams, queryClient]);

  useEffect(() => {
    if (demo !== 'start' || user === undefined) return;
    // Once: a second run of this effect (React's development double run) must not copy the demo twice.
    if (user && !tourStarted.current) {
      tourStarted.current = true;
      startTour();
    } else if (!user) modalsStore.getState().openSignIn('start_ftux');
    setParams((p) => (p.delete('demo'), p), { replace: true });
  }, [demo, user, setParams, startTour]);

  return <ChatPage />;
}
