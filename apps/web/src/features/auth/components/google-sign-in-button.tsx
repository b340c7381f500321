import { useLingui } from '@lingui/react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { useAppSelector } from '../../../store';
import { useSocialAuth } from '../api/social-auth';
import { useStartSession } from '../hooks/use-start-session';
import { loadGoogleIdentity } from '../lib/google-identity';

/** "Continue with Google", shown only when the site has a Google client id. */
export function GoogleSignInButton() {
  const clientId = useAppSelector((state) => state.user.settingsData?.auth.googleClientId ?? null);
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} />;
}

type Status = 'loading' | 'ready' | 'failed';

function GoogleButton({ clientId }: { clientId: string }) {
  const { _ } = useLingui();
  // Google draws its own button: asked in the page's language, it says "Weiter mit Google" in German.
  const locale = useActiveLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const startSession = useStartSession();
  const socialAuth = useSocialAuth();

  // Google calls back long after render; keep the latest handler without reinitialising the script.
  const onCredential = useRef<(idToken: string) => void>(() => {});
  onCredential.current = (idToken) =>
    socialAuth.mutate({ provider: 'google', idToken }, { onSuccess: startSession });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => onCredential.current(credential),
          ux_mode: 'popup',
        });
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          width: Math.min(400, Math.max(200, container.offsetWidth || 320)),
          locale,
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  return (
    <Stack gap="sm">
      <Divider label={_('auth.google.or')} labelPosition="center" />
      {status === 'loading' || socialAuth.isPending ? (
        <Button variant="default" fullWidth loading disabled>
          {_('auth.google.continue')}
        </Button>
      ) : null}
      {status === 'failed' ? (
        <Text size="sm" c="dimmed" ta="center">
          {_('auth.google.unavailable')}
        </Text>
      ) : null}
      <div
        ref={containerRef}
        style={{
          display: status === 'ready' && !socialAuth.isPending ? 'flex' : 'none',
          justifyContent: 'center',
          minHeight: 44,
        }}
      />
    </Stack>
  );
}
