import type { CertificateVerification } from '@coursewise/contract';
import { certificateKeys } from '@coursewise/contract/query-keys';
import { certificateRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET certification/verify/{id}: public; whether the certificate is valid or revoked, and whose it is. */
export function verifyCertificate(id: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return call(certificateRoutes.verifyCertificate, { params: { id }, signal });
}

export const verificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(id),
    queryFn: ({ signal }) => verifyCertificate(id, signal),
  });

export function useCertificateVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
