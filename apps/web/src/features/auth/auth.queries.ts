import type { AuthSessionResponse, AuthUserResponse, LocalSignInBody, LocalSignUpBody } from '@otto/shared/api/auth';
import { billingOff } from '@otto/shared/api/billing';
import { showsDeveloperTools } from '@otto/shared/stage';
import type { User } from '@otto/shared/user';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';

export const sessionQueryKey = ['auth', 'session'] as const;

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.get<AuthSessionResponse>('/auth/session', { signal }),
    staleTime: 60_000,
  });
}

/** Until the session answers (or when it can't be read), users are pointed at their administrator. */
export const fallbackSupportEmail = 'your Otto administrator';

/** The server's SUPPORT_EMAIL, for '… message us: {email}' texts. */
export function supportEmailOf(session: AuthSessionResponse | undefined): string {
  return session?.supportEmail || fallbackSupportEmail;
}

/** The support address as the cached session knows it (for code outside React). */
export const currentSupportEmail = (queryClient: QueryClient): string =>
  supportEmailOf(queryClient.getQueryData<AuthSessionResponse>(sessionQueryKey));

/** Developer tools (info popovers, S3 URI import) show only where the server's stage is not production. */
export function useDeveloperTools(): boolean {
  const { data } = useSession();
  return data ? showsDeveloperTools(data.stage) : false;
}

/** Whether this is `otto desktop` (the processing estimates are halved there). */
export function useDesktopApp(): boolean {
  return useSession().data?.desktopApp ?? false;
}

/** The signed-in user, null for visitors (and when the session can't be read), undefined while it loads. */
export function useCurrentUser(): User | null | undefined {
  const { data, isError } = useSession();
  if (data) return data.user;
  return isError ? null : undefined;
}

/** Another account's data must never survive a change of user: drop everything but the session. */
function resetForUser(queryClient: QueryClient, user: User | null) {
  documentStore.getState().clear();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<AuthSessionResponse>(sessionQueryKey, (old) => ({
    user,
    providers: old?.providers ?? { google: false, local: true },
    stage: old?.stage ?? 'production',
    supportEmail: old?.supportEmail ?? fallbackSupportEmail,
    billing: old?.billing ?? billingOff,
    imports: old?.imports,
    desktopApp: old?.desktopApp,
  }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocalSignInBody) => api.post<AuthUserResponse>('/auth/local/sign-in', body),
    onSuccess: ({ user }) => resetForUser(queryClient, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocalSignUpBody) => api.post<AuthUserResponse>('/auth/local/sign-up', body),
    onSuccess: ({ user }) => resetForUser(queryClient, user),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/auth/sign-out'),
    onSettled: () => resetForUser(queryClient, null),
  });
}

export function googleSignInUrl(trigger: string): string {
  return `/api/auth/google?trigger=${encodeURIComponent(trigger)}`;
}

/** Mails a new verification link to the signed-in local account. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<unknown>('/auth/verify-email/resend') });
}
