import { Button, Group, Skeleton, Switch, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

const LABEL = 'Daily e-mail digest of unread notifications';

/** The switch for the daily mail listing what stayed unread for a day (the learner's own setting). */
export function DigestSetting() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) {
    return (
      <Skeleton height={24} width={320} maw="100%" role="status" aria-label="Loading the digest setting" />
    );
  }
  if (settings.isError) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.9">
          The digest setting could not load: {errorMessage(settings.error)}
        </Text>
        <Button variant="default" size="xs" onClick={() => void settings.refetch()}>
          Try again
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
        onSuccess: () =>
          notify.success(
            digest
              ? 'You will get a daily email of unread notifications'
              : 'You will no longer get the daily email of unread notifications',
          ),
      },
    );
  };

  return (
    <Switch
      label={LABEL}
      description="Once a day, what you have not read for a day; nothing when all is read"
      checked={settings.data.digest}
      aria-busy={update.isPending}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
