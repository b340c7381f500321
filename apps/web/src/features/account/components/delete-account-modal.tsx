import type { DeleteAccountBody } from '@coursewise/contract';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { useLogout } from '../../../hooks/use-logout';
import { notify } from '../../../lib/event-bus';
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
const confirmResolver = formResolver(deleteWithConfirmSchema);

export function DeleteAccountModal({ opened, onClose, hasPassword }: DeleteAccountModalProps) {
  const logout = useLogout();
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
    const body: DeleteAccountBody = hasPassword ? { password } : { confirm: 'DELETE' };
    deleteAccount.mutate(body, {
      onSuccess: () => {
        notify.success('Your account has been deleted');
        // Let the toast show for a moment before the full reload to the home page.
        window.setTimeout(logout, 1200);
      },
      onError: (error) => applyServerFieldErrors(error, setError, ['password']),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete your account?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            This erases your personal data and cannot be undone. Records of past purchases are kept without
            your name.
          </Text>
          {hasPassword ? (
            <PasswordInput
              label="Password"
              description="Enter your password to confirm."
              autoComplete="current-password"
              required
              data-autofocus
              error={errors.password?.message}
              {...register('password')}
            />
          ) : (
            <TextInput
              label="Type DELETE to confirm"
              autoComplete="off"
              required
              data-autofocus
              error={errors.confirm?.message}
              {...register('confirm')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deleteAccount.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red.8"
              loading={deleteAccount.isPending}
              disabled={deleteAccount.isPending || deleteAccount.isSuccess}
            >
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
