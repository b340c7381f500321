import { Text } from '@mantine/core';
import { HelpForm } from './help-form';
import { helpArticlesApi } from './ordered-content-api';
import { OrderedContentPage } from './ordered-content-page';

/** Help articles in the order of the help page. */
export function HelpArticlesPage() {
  return (
    <OrderedContentPage
      title="Help articles"
      description="Articles on the help page, in this order. Drag to reorder."
      api={helpArticlesApi}
      itemName="article"
      pluralName="help articles"
      itemTitle={(article) => article.title}
      renderSummary={(article) => (
        <Text size="sm" c="dimmed">
          {article.category} · /{article.slug}
        </Text>
      )}
      Form={HelpForm}
    />
  );
}
