import { useLingui } from '@lingui/react';
import { Container, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCategories } from '../../../api/get-categories';
import { QueryError } from '../../../components/query-error';
import classes from './home.module.css';

/** Links into the catalogue, one per category, with its number of courses. */
export function HomeCategories() {
  const categories = useCategories();
  const { _ } = useLingui();

  return (
    <section className={classes.section} aria-labelledby="home-categories-title">
      <Container size="lg">
        <Title order={2} id="home-categories-title" mb="md">
          {_('home.categories')}
        </Title>
        {categories.isPending ? (
          <div className={classes.categoryGrid} role="status" aria-label={_('home.categoriesLoading')}>
            {Array.from({ length: 6 }, (_slot, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} height={72} radius="md" />
            ))}
          </div>
        ) : categories.isError ? (
          <QueryError
            error={categories.error}
            onRetry={() => void categories.refetch()}
            title={_('home.categoriesError')}
          />
        ) : (
          <ul className={classes.categoryGrid}>
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/courses?category=${encodeURIComponent(category.slug)}`}
                  className={classes.category}
                >
                  <span className={classes.categoryName}>{category.name}</span>
                  <Text component="span" size="sm" c="dimmed">
                    {_('home.courseCount', { count: category.courseCount })}
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
