import { certificateRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/api-file';

/**
 * GET certification/{id}/credential: the holder's Open Badges 3.0 credential. It is the bare JSON-LD
 * document (no `data` envelope), and it needs the token header, so a plain link cannot fetch it.
 */
export async function getCredential(id: string): Promise<unknown> {
  return call(certificateRoutes.getCertificateCredential, { params: { id } });
}

export const credentialFileName = (number: string) => `coursewise-certificate-${number}.json`;

/** Fetches the credential and saves it as coursewise-certificate-<number>.json; failures toast. */
export function useDownloadCredential(id: string, number: string) {
  return useMutation({
    mutationFn: async () => {
      const credential = await getCredential(id);
      const blob = new Blob([`${JSON.stringify(credential, null, 2)}\n`], { type: 'application/json' });
      saveBlob(blob, credentialFileName(number));
    },
  });
}
