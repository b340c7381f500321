import { useLingui } from '@lingui/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ProfileFormValues, profileFormSchema } from '../lib/form-schemas';
import { applyServerFieldErrors, formResolver } from '../lib/validation';
import { AvatarPicker } from './avatar-picker';

const resolver = formResolver(profileFormSchema, { trim: ['firstName', 'lastName', 'phone'] });
const FIELDS = ['firstName', 'lastName', 'phone'] as const;

export interface ProfileSubmission extends ProfileFormValues {
  avatar: File | null;
}

interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  currentAvatarUrl?: string | null;
  avatarFallback?: string;
  submitLabel: string;
  /** A full-width button suits the narrow sign-up card; the profile page keeps it compact. */
  isSubmitFullWidth?: boolean;
  isPending: boolean;
  /** Removes the current picture at once (the profile page); the sign-up step has none to remove. */
  onRemoveAvatar?: () => void;
  isRemovingAvatar?: boolean;
  /** Resolves when saved; a rejection's per-field messages are shown under the fields. */
  onSubmit: (values: ProfileSubmission) => Promise<unknown>;
}

/** First name, last name, phone and picture: the sign-up profile step and the profile page share it. */
export function ProfileForm(props: ProfileFormProps) {
  const {
    defaultValues,
    currentAvatarUrl,
    avatarFallback,
    submitLabel,
    isSubmitFullWidth,
    isPending,
    onRemoveAvatar,
    isRemovingAvatar,
    onSubmit,
  } = props;
  const { _ } = useLingui();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver, defaultValues });

  const submit = handleSubmit(async (values) => {
    if (avatarError) return;
    try {
      await onSubmit({ ...values, avatar });
      setAvatar(null);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={_('shared.profileForm.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInput
          label={_('shared.profileForm.lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextInput
          label={_('shared.profileForm.phone')}
          description={_('shared.profileForm.phoneHint')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <AvatarPicker
          value={avatar}
          onChange={setAvatar}
          error={avatarError}
          onError={setAvatarError}
          currentUrl={currentAvatarUrl}
          fallback={avatarFallback}
          disabled={isPending}
          onRemoveCurrent={onRemoveAvatar}
          isRemoving={isRemovingAvatar}
        />
        <Group>
          <Button type="submit" loading={isPending} disabled={isPending} fullWidth={isSubmitFullWidth}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
