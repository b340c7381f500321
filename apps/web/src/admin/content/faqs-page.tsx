import { Text } from '@mantine/core';
import { htmlToText, truncate } from '../../lib/format';
import { FaqForm } from './faq-form';
import { faqsApi } from './ordered-content-api';
import { OrderedContentPage } from './ordered-content-page';

/** FAQs in the order of the FAQ page. */
export function FaqsPage() {
  return (
    <OrderedContentPage
      title="FAQs"
      description="Questions and answers on the FAQ page, in this order. Drag to reorder."
      api={faqsApi}
      itemName="FAQ"
      pluralName="FAQs"
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
