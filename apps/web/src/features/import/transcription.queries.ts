import { transcriptionCapabilitiesSchema } from '@otto/shared/api/transcription';
import type { AvailableLanguages } from '@otto/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const transcriptionKey = ['transcription'] as const;

/**
 * The languages this server can transcribe now (every one where whisper is present or can be
 * downloaded, English only on the offline engine). Until the server answers, nothing is refused:
 * the server refuses an unavailable language itself.
 */
export function useAvailableLanguages(): AvailableLanguages {
  const query = useQuery({
    queryKey: transcriptionKey,
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => transcriptionCapabilitiesSchema.parse(await api.get('/transcription', { signal })),
  });
  return query.data?.languages ?? 'all';
}
