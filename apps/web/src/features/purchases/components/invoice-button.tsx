import { useLingui } from '@lingui/react';
import { Button, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadInvoice } from '../api/download-invoice';
import classes from './receipt.module.css';

/** "Download invoice INV-000123": fetches the PDF with the session's token and saves it. */
export function InvoiceButton({ paymentId, invoiceNumber }: { paymentId: string; invoiceNumber: string }) {
  const { _ } = useLingui();
  const download = useDownloadInvoice(paymentId, invoiceNumber);
  return (
    <>
      <Button
        variant="default"
        classNames={{ root: classes.wrappingButton, label: classes.wrappingLabel }}
        aria-busy={download.isPending || undefined}
        onClick={() => {
          if (!download.isPending) download.mutate();
        }}
      >
        {_('commerce.purchases.downloadInvoice', { number: invoiceNumber })}
      </Button>
      {download.isError ? (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(download.error)}
        </Text>
      ) : null}
    </>
  );
}
