import type { Certificate, Paged } from '@coursewise/contract';
import { certificateKeys } from '@coursewise/contract/query-keys';
import { certificateRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const CERTIFICATES_PAGE_SIZE = 12;

/** GET certification/details: a page of the signed-in learner's certificates, newest first. */
export function getCertificates(page: number, signal?: AbortSignal): Promise<Paged<Certificate>> {
  return call(certificateRoutes.listCertificates, {
    query: { page, limit: CERTIFICATES_PAGE_SIZE },
    signal,
  });
}

export const certificatesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: certificateKeys.list(page),
    queryFn: ({ signal }) => getCertificates(page, signal),
    placeholderData: keepPreviousData,
  });

export function useCertificates(page: number) {
  return useQuery(certificatesQueryOptions(page));
}
