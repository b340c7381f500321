import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { ProfileForm, type ProfileSubmission } from '../../../components/profile-form';
import { usePageTitle } from '../../../hooks/use-page-title';
import { notify } from '../../../lib/event-bus';
import { initials } from '../../../lib/format';
import { takeNextPage } from '../../../lib/pending-action';
import { useAppDispatch, useAppSelector } from '../../../store';
import { setUser } from '../../../store/user-slice';
import { useCompleteProfile } from '../api/complete-profile';

/** Sign-up's last step: the learner's name, phone and picture. */
export function CompleteProfilePage() {
  const { _ } = useLingui();
  usePageTitle(_('auth.profile.title'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.user.userData);
  const completeProfile = useCompleteProfile();

  const onSubmit = async (values: ProfileSubmission) => {
    const session = await completeProfile.mutateAsync(values);
    dispatch(setUser(session.user));
    notify.success(_('auth.profile.done'));
    void navigate(takeNextPage(), { replace: true });
  };

  return (
    <FormCard title={_('auth.profile.title')} description={_('auth.profile.description')} size="sm">
      <ProfileForm
        defaultValues={{
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          phone: user?.phone ?? '',
        }}
        currentAvatarUrl={user?.avatarUrl}
        avatarFallback={user ? initials(user) : undefined}
        submitLabel={_('auth.profile.submit')}
        isSubmitFullWidth
        isPending={completeProfile.isPending}
        onSubmit={onSubmit}
      />
    </FormCard>
  );
}
