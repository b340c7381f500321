import type { Certificate } from '@coursewise/contract';
import { certificateKeys } from '@coursewise/contract/query-keys';
import { certificateRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET certification/details/{id}: one of the signed-in learner's own certificates (else a 404). */
export function getCertificate(id: string, signal?: AbortSignal): Promise<Certificate> {
  return call(certificateRoutes.getCertificate, { params: { id }, signal });
}

export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.mine(id),
    queryFn: ({ signal }) => getCertificate(id, signal),
  });

/** Asked only when someone is signed in: whether they hold this certificate, and its holder details. */
export function useOwnCertificate(id: string, isSignedIn: boolean) {
  return useQuery({ ...certificateQueryOptions(id), enabled: isSignedIn });
}
