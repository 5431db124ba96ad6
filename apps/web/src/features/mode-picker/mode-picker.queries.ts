import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { track } from '../../lib/analytics';

const waitlistKey = ['waitlist'] as const;

/** Features this user already asked to hear about, so 'Added' survives a reload. */
export function useWaitlist(enabled: boolean) {
  return useQuery({
    queryKey: waitlistKey,
    enabled,
    retry: false,
    queryFn: async ({ signal }) => (await api.get<{ features: string[] }>('/waitlist', { signal })).features,
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feature: string) => api.post<{ added: true }>('/waitlist', { feature }),
    onSuccess: (_r, feature) => {
      track('b_roll_add_to_wait_list', { card: feature });
      queryClient.setQueryData<string[]>(waitlistKey, (old) => [...new Set([...(old ?? []), feature])]);
      // A list fetched before this join may still be on its way: replace it with a fresh one.
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });
}
