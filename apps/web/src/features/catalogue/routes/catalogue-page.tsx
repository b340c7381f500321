import { EMPTY_CATALOGUE_FILTERS as EMPTY_FILTERS } from '@coursewise/contract/catalogue-url';
import { useLingui } from '@lingui/react';
import { Container, Grid, Title } from '@mantine/core';
import { useCategories } from '../../../api/get-categories';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { CatalogueFiltersArea } from '../components/catalogue-filters-area';
import { CatalogueResults } from '../components/catalogue-results';
import { CatalogueSearch } from '../components/catalogue-search';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';

/** /courses: search, filter, sort and page through the catalogue; every choice is kept in the URL. */
export function CataloguePage() {
  const { _ } = useLingui();
  const [filters, setFilters] = useCatalogueFilters();
  const categories = useCategories();
  const categoryName = categories.data?.find((category) => category.slug === filters.category)?.name;
  const heading = categoryName
    ? _('catalogue.page.categoryTitle', { category: categoryName })
    : _('catalogue.page.title');
  usePageTitle(heading);
  useMetaDescription(_('catalogue.page.description'));

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Title order={1} mb="md">
        {heading}
      </Title>
      <CatalogueSearch value={filters.search} onSearch={(search) => setFilters({ search })} />
      <Grid mt={{ base: 'md', md: 'lg' }} gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CatalogueFiltersArea filters={filters} onChange={setFilters} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <CatalogueResults
            filters={filters}
            onChange={setFilters}
            onClear={() => setFilters({ ...EMPTY_FILTERS })}
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
