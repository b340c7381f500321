import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { HelpForm } from './help-form';
import { helpArticlesApi } from './ordered-content-api';
import { OrderedContentPage } from './ordered-content-page';

/** Help articles in the order of the help page, written per language. */
export function HelpArticlesPage() {
  const { _ } = useLingui();
  return (
    <OrderedContentPage
      words={{
        title: _('console.content.help.title'),
        description: _('console.content.help.description'),
        itemName: _('console.content.help.item'),
        newItem: _('console.content.help.new'),
        editItem: _('console.content.help.edit'),
        deleteItem: _('console.content.help.delete'),
        empty: _('console.content.help.empty'),
        emptyHint: _('console.content.help.emptyHint'),
        loadError: _('console.content.help.loadError'),
      }}
      api={helpArticlesApi}
      isPerLanguage
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
