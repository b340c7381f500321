import type { User } from '@coursewise/contract';
import { Checkbox } from '@mantine/core';
import { notify } from '../../../lib/event-bus';
import { useAppDispatch } from '../../../store';
import { setUser } from '../../../store/user-slice';
import { useUpdateProfile } from '../api/update-profile';
import { DigestSetting } from './digest-setting';
import { SettingsSection } from './settings-section';

/**
 * Which mails the learner gets besides receipts and account mail: their courses' announcements, and the
 * daily digest of unread notifications.
 */
export function EmailPreferencesSection({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const updateProfile = useUpdateProfile();

  const onChange = (emailAnnouncements: boolean) => {
    // One save at a time: a second click while saving would race the first.
    if (updateProfile.isPending) return;
    updateProfile.mutate(
      { emailAnnouncements },
      {
        onSuccess: (session) => {
          dispatch(setUser(session.user));
          notify.success(
            emailAnnouncements
              ? 'You will get course announcements by email'
              : 'You will no longer get course announcements by email',
          );
        },
      },
    );
  };

  return (
    <SettingsSection title="Email preferences" description="Announcements also show on each course's page.">
      <Checkbox
        label="Email me the announcements of my courses"
        description="Posted by your courses' instructors and the school"
        checked={user.emailAnnouncements}
        aria-busy={updateProfile.isPending}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <DigestSetting />
    </SettingsSection>
  );
}
