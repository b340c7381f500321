import type { DeleteAccountBody } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLogout } from '../../../hooks/use-logout';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useDeleteAccount } from '../api/delete-account';
import { deleteWithConfirmSchema, deleteWithPasswordSchema } from '../schemas';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** Accounts made with Google have no password: they confirm by typing DELETE. */
  hasPassword: boolean;
}

type DeleteValues = Static<typeof deleteWithPasswordSchema>;

const passwordResolver = formResolver(deleteWithPasswordSchema);

/** The word an account without a password types to confirm; the server expects it as it is. */
const CONFIRM_WORD = 'DELETE';

export function DeleteAccountModal({ opened, onClose, hasPassword }: DeleteAccountModalProps) {
  const { _ } = useLingui();
  // The home page the sign-out reloads says it: a toast shown here would go with this page.
  // The deleted account's sessions ended with it: nothing to end on the server.
  const logout = useLogout(_('profile.delete.done'), { endSession: false });
  // Built again when the language changes, so a refused word reads in the page's language.
  const confirmResolver = useMemo(
    () => formResolver(deleteWithConfirmSchema(_('profile.delete.confirmInvalid', { word: CONFIRM_WORD }))),
    [_],
  );
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteValues>({
    defaultValues: { password: '', confirm: '' },
    resolver: hasPassword ? passwordResolver : confirmResolver,
  });

  const close = () => {
    if (deleteAccount.isPending) return;
    reset();
    onClose();
  };

  const submit = handleSubmit(({ password }) => {
    const body: DeleteAccountBody = hasPassword ? { password } : { confirm: CONFIRM_WORD };
    deleteAccount.mutate(body, {
      onSuccess: () => void logout(),
      onError: (error) => applyServerFieldErrors(error, setError, ['password']),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={_('profile.delete.modalTitle')}
      centered
      closeButtonProps={{ 'aria-label': _('profile.delete.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{_('profile.delete.erases')}</Text>
          <Text>{_('profile.delete.certificates')}</Text>
          {hasPassword ? (
            <PasswordInput
              label={_('profile.delete.password')}
              description={_('profile.delete.passwordHint')}
              autoComplete="current-password"
              required
              data-autofocus
              error={errors.password?.message}
              {...register('password')}
            />
          ) : (
            <TextInput
              label={_('profile.delete.confirmLabel', { word: CONFIRM_WORD })}
              autoComplete="off"
              required
              data-autofocus
              error={errors.confirm?.message}
              {...register('confirm')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deleteAccount.isPending}>
              {_('profile.delete.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              loading={deleteAccount.isPending}
              disabled={deleteAccount.isPending || deleteAccount.isSuccess}
            >
              {_('profile.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
