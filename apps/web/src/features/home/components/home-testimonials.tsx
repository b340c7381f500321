import { useLingui } from '@lingui/react';
import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { avatarImageProps } from '../../../components/avatar-image';
import { RatingStars } from '../../../components/course/rating-stars';
import { QueryError } from '../../../components/query-error';
import { initials } from '../../../lib/format';
import { useTestimonials } from '../api/get-testimonials';
import classes from './home.module.css';

/** What learners say: quotes with their name, role and rating. Hidden when there are none. */
export function HomeTestimonials() {
  const testimonials = useTestimonials();
  const { _ } = useLingui();
  if (testimonials.isSuccess && testimonials.data.length === 0) return null;

  return (
    <section className={classes.section} aria-labelledby="home-testimonials-title">
      <Container size="lg">
        <Title order={2} id="home-testimonials-title" mb="md">
          {_('home.testimonials')}
        </Title>
        {testimonials.isPending ? (
          <div className={classes.testimonialGrid} role="status" aria-label={_('home.testimonialsLoading')}>
            {Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} height={180} radius="md" />
            ))}
          </div>
        ) : testimonials.isError ? (
          <QueryError
            error={testimonials.error}
            onRetry={() => void testimonials.refetch()}
            title={_('home.testimonialsError')}
          />
        ) : (
          <ul className={classes.testimonialGrid}>
            {testimonials.data.map((item) => {
              const [firstName = '', ...rest] = item.name.split(' ');
              return (
                <li key={item.id}>
                  <Paper component="figure" withBorder radius="md" p="lg" className={classes.testimonial}>
                    <RatingStars average={item.rating} />
                    <Text component="blockquote" className={classes.quote}>
                      “{item.quote}”
                    </Text>
                    <figcaption className={classes.author}>
                      {/* A plain picture (not Mantine's Avatar) keeps the home page's first download small. */}
                      {item.avatarUrl ? (
                        <img
                          {...avatarImageProps(item.avatarSrcSet, 40, true)}
                          src={item.avatarUrl}
                          alt={item.name}
                          className={classes.avatar}
                        />
                      ) : (
                        <span className={classes.avatar} aria-hidden="true">
                          {initials({ firstName, lastName: rest.join(' ') })}
                        </span>
                      )}
                      <Stack gap={0} miw={0}>
                        <Text fw={700} size="sm" truncate="end">
                          {item.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {item.role}
                        </Text>
                      </Stack>
                    </figcaption>
                  </Paper>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </section>
  );
}
