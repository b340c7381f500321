import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
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
            emailAnnouncements ? _('profile.email.announcementsOn') : _('profile.email.announcementsOff'),
          );
        },
      },
    );
  };

  return (
    <SettingsSection title={_('profile.email.title')} description={_('profile.email.description')}>
      <Checkbox
        label={_('profile.email.announcements')}
        description={_('profile.email.announcementsHint')}
        checked={user.emailAnnouncements}
        aria-busy={updateProfile.isPending}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <DigestSetting />
    </SettingsSection>
  );
}
