import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAppSelector } from '../../../store';
import classes from './home-page.module.css';

/** A welcoming placeholder until the catalogue lands on the home page. */
export function HomePage() {
  usePageTitle();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);

  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} id="home-title" className={classes.title}>
            Learn something new with Coursewise
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            Practical courses taught by people who do the work. Study at your own pace, test yourself chapter
            by chapter and earn a certificate when you finish.
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} to="/courses" size="md">
              Browse courses
            </Button>
            {isLoggedIn ? null : (
              <Button component={Link} to="/signup" size="md" variant="default">
                Sign up
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
