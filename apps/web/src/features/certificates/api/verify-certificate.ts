import type { CertificateVerification } from '@coursewise/contract';
import { certificateKeys } from '@coursewise/contract/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET certification/verify/{id}: public; whether the certificate is valid or revoked, and whose it is. */
export function verifyCertificate(id: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return apiClient.get<CertificateVerification>(`certification/verify/${encodeURIComponent(id)}`, { signal });
}

export const verificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(id),
    queryFn: ({ signal }) => verifyCertificate(id, signal),
  });

export function useCertificateVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
