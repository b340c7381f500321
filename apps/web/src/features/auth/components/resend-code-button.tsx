import { useLingui } from '@lingui/react';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/event-bus';
import { useResendCode } from '../api/resend-code';
import { useConfirmation } from '../hooks/use-confirmation';

export const RESEND_COOLDOWN_SECONDS = 30;

interface ResendCodeButtonProps {
  /** Answers the e-mail address to send to, or null when the field is not valid yet. */
  getEmail: () => Promise<string | null>;
}

/** "Resend code", then a 30-second pause before it can be used again. */
export function ResendCodeButton({ getEmail }: ResendCodeButtonProps) {
  const { _ } = useLingui();
  const resend = useResendCode();
  const confirmation = useConfirmation();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    const email = await getEmail();
    if (!email) return;
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(confirmation(message, _('auth.resend.sent', { email })));
          setSecondsLeft(RESEND_COOLDOWN_SECONDS);
        },
      },
    );
  };

  const isCoolingDown = secondsLeft > 0;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        onClick={onClick}
        loading={resend.isPending}
        disabled={resend.isPending || isCoolingDown}
      >
        {_('auth.resend.submit')}
      </Button>
      {isCoolingDown ? (
        <Text size="sm" c="dimmed">
          {_('auth.resend.wait', { seconds: secondsLeft })}
        </Text>
      ) : null}
    </Group>
  );
}
