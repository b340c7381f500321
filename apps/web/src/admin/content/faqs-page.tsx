import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { htmlToText, truncate } from '../../lib/format';
import { FaqForm } from './faq-form';
import { faqsApi } from './ordered-content-api';
import { OrderedContentPage } from './ordered-content-page';

/** FAQs in the order of the FAQ page, written per language. */
export function FaqsPage() {
  const { _ } = useLingui();
  return (
    <OrderedContentPage
      words={{
        title: _('console.content.faqs.title'),
        description: _('console.content.faqs.description'),
        itemName: _('console.content.faqs.item'),
        newItem: _('console.content.faqs.new'),
        editItem: _('console.content.faqs.edit'),
        deleteItem: _('console.content.faqs.delete'),
        empty: _('console.content.faqs.empty'),
        emptyHint: _('console.content.faqs.emptyHint'),
        loadError: _('console.content.faqs.loadError'),
      }}
      api={faqsApi}
      isPerLanguage
      itemTitle={(faq) => faq.question}
      renderSummary={(faq) => (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {truncate(htmlToText(faq.answer), 160)}
        </Text>
      )}
      Form={FaqForm}
    />
  );
}
