import { parseWebVtt, type VttCue } from '@coursewise/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * The cues of a caption file, fetched from its signed media link (a file, not an API call: the link
 * is its own permission) and parsed here. The link changes when the chapter is read again, and with
 * it the key; a file that does not parse is an error the panel shows.
 */
export function useTranscript(url: string | null) {
  return useQuery({
    queryKey: ['transcript', url],
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }): Promise<VttCue[]> => {
      const response = await fetch(url ?? '', { signal });
      if (!response.ok) throw new Error('The transcript could not be loaded.');
      const parsed = parseWebVtt(await response.text());
      if (!parsed.ok) throw new Error('The transcript could not be read.');
      return parsed.cues;
    },
  });
}
