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
  usePageTitle('Complete your profile');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.user.userData);
  const completeProfile = useCompleteProfile();

  const onSubmit = async (values: ProfileSubmission) => {
    const session = await completeProfile.mutateAsync(values);
    dispatch(setUser(session.user));
    notify.success('Your profile is ready. Welcome to Coursewise!');
    void navigate(takeNextPage(), { replace: true });
  };

  return (
    <FormCard
      title="Complete your profile"
      description="Tell us your name so instructors and certificates can address you properly."
      size="sm"
    >
      <ProfileForm
        defaultValues={{
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          phone: user?.phone ?? '',
        }}
        currentAvatarUrl={user?.avatarUrl}
        avatarFallback={user ? initials(user) : undefined}
        submitLabel="Save and continue"
        isSubmitFullWidth
        isPending={completeProfile.isPending}
        onSubmit={onSubmit}
      />
    </FormCard>
  );
}
