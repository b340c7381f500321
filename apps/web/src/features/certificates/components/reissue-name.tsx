import type { Certificate } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { selectUser, useAppSelector } from '../../../store';
import { useReissueCertificate } from '../api/reissue-certificate';

/** The name the server prints for a profile (first and last, trimmed), or '' when it has none. */
export const profileNameOf = (user: { firstName?: string | null; lastName?: string | null } | null) =>
  [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Offered when the holder's profile name differs from the one on the certificate (a name fixed after
 * it was issued): re-issues it with the profile's name, same number, new PDF.
 */
export function ReissueName({ certificate }: { certificate: Certificate }) {
  const { _ } = useLingui();
  const profileName = profileNameOf(useAppSelector(selectUser));
  const reissue = useReissueCertificate(certificate.id);
  if (reissue.isSuccess) {
    return (
      <Text size="sm" role="status">
        {_('assessments.reissue.done', { number: certificate.number })}
      </Text>
    );
  }
  if (!profileName || profileName === certificate.holderName) return null;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {_('assessments.reissue.offer', { issuedTo: certificate.holderName, profileName })}
      </Text>
      <Button variant="default" fullWidth loading={reissue.isPending} onClick={() => reissue.mutate()}>
        {_('assessments.reissue.button')}
      </Button>
      {reissue.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(reissue.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
