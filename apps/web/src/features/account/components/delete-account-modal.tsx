import type { DeleteAccountBody } from '@coursewise/contract';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Static } from '@sinclair/typebox';
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

export const ACCOUNT_DELETED_NOTICE = 'Your account has been deleted';

type DeleteValues = Static<typeof deleteWithPasswordSchema>;

const passwordResolver = formResolver(deleteWithPasswordSchema);
const confirmResolver = formResolver(deleteWithConfirmSchema);

export function DeleteAccountModal({ opened, onClose, hasPassword }: DeleteAccountModalProps) {
  // The home page the sign-out reloads says it: a toast shown here would go with this page.
  // The deleted account's sessions ended with it: nothing to end on the server.
  const logout = useLogout(ACCOUNT_DELETED_NOTICE, { endSession: false });
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
      onSuccess: () => void logout(),
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
          <Text>
            Your certificates stay valid: anyone with a link can still check their number, course, date and
            score, but they will say they were issued to “a former learner”, not to you.
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
