import { Button, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadInvoice } from '../api/download-invoice';

/** "Download invoice INV-000123": fetches the PDF with the session's token and saves it. */
export function InvoiceButton({ paymentId, invoiceNumber }: { paymentId: string; invoiceNumber: string }) {
  const download = useDownloadInvoice(paymentId, invoiceNumber);
  return (
    <>
      <Button
        variant="default"
        aria-busy={download.isPending || undefined}
        onClick={() => {
          if (!download.isPending) download.mutate();
        }}
      >
        Download invoice {invoiceNumber}
      </Button>
      {download.isError ? (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(download.error)}
        </Text>
      ) : null}
    </>
  );
}
