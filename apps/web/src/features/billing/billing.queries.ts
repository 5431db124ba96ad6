import {
  billingOff,
  billingPaths,
  type BillingClientConfig,
  type BillingPortalSessionResponse,
  type CreditPaymentIntentBody,
  type CreditPaymentIntentResponse,
  type CustomerSessionResponse,
  type PromoterInfoResponse,
} from '@otto/shared/api/billing';
import { timingsMs } from '@otto/shared/constants';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from '../../api/client';
import { sessionQueryKey, useSession } from '../auth/auth.queries';

/** Billing as this server runs it; off (no entries, no prompts) until the session says otherwise. */
export function useBillingConfig(): BillingClientConfig {
  const { data } = useSession();
  return data?.billing ?? billingOff;
}

export const useBillingEnabled = (): boolean => useBillingConfig().enabled;

/** billingPaths are the server's full paths; the api client adds the /api prefix itself. */
const viaApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

export const createCreditPaymentIntent = (body: CreditPaymentIntentBody, client: Pick<ApiClient, 'post'> = api) =>
  client.post<CreditPaymentIntentResponse>(viaApi(billingPaths.creditPaymentIntent), body);

export const createCustomerSession = (client: Pick<ApiClient, 'post'> = api) =>
  client.post<CustomerSessionResponse>(viaApi(billingPaths.customerSession), {});

/**
 * The Stripe billing portal's address. The server already falls back to its default portal URL
 * (spec §7); the client's own limit only stops a hung request from leaving the menu entry spinning.
 */
export async function billingPortalUrl(client: Pick<ApiClient, 'post'> = api): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timingsMs.billingPortalTimeout);
  try {
    const { url } = await client.post<BillingPortalSessionResponse>(viaApi(billingPaths.billingPortalSession), {}, {
      signal: controller.signal,
    });
    return url;
  } finally {
    clearTimeout(timer);
  }
}

export function usePromoterInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'promoter-info'],
    queryFn: ({ signal }) => api.get<PromoterInfoResponse>(viaApi(billingPaths.promoterInfo), { signal }),
    enabled,
  });
}

/**
 * Spec §4: after a payment the user info is read again at 1 s and at 3 s, since the webhook that
 * credits the purchase may land after the browser hears of success. Returns a cancel.
 */
export function refreshUserInfoAfterPayment(queryClient: QueryClient): () => void {
  const timers = timingsMs.paymentRefreshDelays.map((delay) =>
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }), delay),
  );
  return () => timers.forEach(clearTimeout);
}
