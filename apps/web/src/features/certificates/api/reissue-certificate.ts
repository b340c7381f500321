import type { Certificate } from '@coursewise/contract';
import { certificateKeys } from '@coursewise/contract/query-keys';
import { certificateRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST certification/{id}/reissue: the holder's certificate with their current profile name. */
export function reissueCertificate(id: string): Promise<Certificate> {
  return call(certificateRoutes.reissueCertificate, { params: { id }, body: {} });
}

/** Re-issues, then shows the new name wherever the certificate appears (page, verification, list). */
export function useReissueCertificate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reissueCertificate(id),
    onSuccess: async (certificate) => {
      queryClient.setQueryData(certificateKeys.mine(id), certificate);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: certificateKeys.verification(id) }),
        queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
      ]);
    },
  });
}
