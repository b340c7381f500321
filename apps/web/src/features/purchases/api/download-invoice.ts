import { purchaseRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/api-file';

/** GET purchase/{paymentId}/invoice, saved as invoice-<number>.pdf; a failure is the mutation's error. */
export function useDownloadInvoice(paymentId: string, invoiceNumber: string) {
  return useMutation({
    mutationFn: async () => {
      const pdf = await fetchFile(purchaseRoutes.getInvoice, { id: paymentId });
      saveBlob(pdf, `invoice-${invoiceNumber}.pdf`);
    },
  });
}
