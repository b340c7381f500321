import { useLingui } from '@lingui/react';
import { Container, Stack } from '@mantine/core';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAppSelector } from '../../../store';
import { ChangePasswordSection } from '../components/change-password-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EditProfileSection } from '../components/edit-profile-section';
import { EmailPreferencesSection } from '../components/email-preferences-section';
import { InstructorProfileSection } from '../components/instructor-profile-section';
import { ProfileSummary } from '../components/profile-summary';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';

/** The signed-in learner's account: details, password, devices and deletion (behind RequireAuth). */
export function ProfilePage() {
  const { _ } = useLingui();
  usePageTitle(_('profile.page.title'));
  const user = useAppSelector((state) => state.user.userData);
  if (!user) return null;

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }} px="md">
      <Stack gap="xl">
        <ProfileSummary user={user} />
        <EditProfileSection user={user} />
        {user.role === 'instructor' ? <InstructorProfileSection /> : null}
        <EmailPreferencesSection user={user} />
        <ChangePasswordSection user={user} />
        <SignOutEverywhereSection />
        <DeleteAccountSection user={user} />
      </Stack>
    </Container>
  );
}
