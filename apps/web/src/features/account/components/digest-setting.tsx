import { useLingui } from '@lingui/react';
import { Button, Group, Skeleton, Switch, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/** The switch for the daily mail listing what stayed unread for a day (the learner's own setting). */
export function DigestSetting() {
  const { _ } = useLingui();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) {
    return (
      <Skeleton height={24} width={320} maw="100%" role="status" aria-label={_('profile.digest.loading')} />
    );
  }
  if (settings.isError) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.9">
          {_('profile.digest.loadFailed', { error: errorMessage(settings.error) })}
        </Text>
        <Button variant="default" size="xs" onClick={() => void settings.refetch()}>
          {_('profile.digest.retry')}
        </Button>
      </Group>
    );
  }

  const onChange = (digest: boolean) => {
    // One save at a time: a second click while saving would race the first.
    if (update.isPending) return;
    update.mutate(
      { digest },
      {
        onSuccess: () => notify.success(digest ? _('profile.digest.on') : _('profile.digest.off')),
      },
    );
  };

  return (
    <Switch
      label={_('profile.digest.label')}
      description={_('profile.digest.hint')}
      checked={settings.data.digest}
      aria-busy={update.isPending}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
