import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { ProfileForm, type ProfileSubmission } from '../../../components/profile-form';
import { notify } from '../../../lib/event-bus';
import { initials } from '../../../lib/format';
import { useAppDispatch } from '../../../store';
import { setUser } from '../../../store/user-slice';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

export function EditProfileSection({ user }: { user: User }) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const updateProfile = useUpdateProfile();
  const removeAvatar = useRemoveAvatar();

  const onSubmit = async (values: ProfileSubmission) => {
    const session = await updateProfile.mutateAsync(values);
    dispatch(setUser(session.user));
    notify.success(_('profile.details.saved'));
  };

  const onRemoveAvatar = () =>
    removeAvatar.mutate(undefined, {
      onSuccess: (profile) => {
        dispatch(setUser(profile));
        notify.success(_('profile.details.pictureRemoved'));
      },
    });

  return (
    <SettingsSection title={_('profile.details.title')} description={_('profile.details.description')}>
      <ProfileForm
        // A new key after saving resets the form to what the server stored.
        key={`${user.firstName}|${user.lastName}|${user.phone}`}
        defaultValues={{
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          phone: user.phone ?? '',
        }}
        currentAvatarUrl={user.avatarUrl}
        avatarFallback={initials(user)}
        submitLabel={_('profile.details.submit')}
        isPending={updateProfile.isPending}
        onRemoveAvatar={onRemoveAvatar}
        isRemovingAvatar={removeAvatar.isPending}
        onSubmit={onSubmit}
      />
    </SettingsSection>
  );
}
