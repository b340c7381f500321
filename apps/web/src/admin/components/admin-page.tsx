import { useLingui } from '@lingui/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the title's right ("New FAQ"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The app a page belongs to, for its tab's title: the console ("Admin", the default) or the studio ("Studio"). */
export const AppNameContext = createContext<string | undefined>(undefined);

/** Every console page: its title (also the tab's "Title · Admin · Site"), a line of help, actions. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  const { _ } = useLingui();
  const appName = useContext(AppNameContext) ?? _('console.layout.name');
  usePageTitle(`${title} · ${appName}`);
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
