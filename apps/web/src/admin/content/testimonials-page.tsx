import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { truncate } from '../../lib/format';
import { testimonialsApi } from './ordered-content-api';
import { OrderedContentPage } from './ordered-content-page';
import { TestimonialForm } from './testimonial-form';

/** Testimonials in the order of the home page. */
export function TestimonialsPage() {
  const { _ } = useLingui();
  return (
    <OrderedContentPage
      words={{
        title: _('console.content.testimonials.title'),
        description: _('console.content.testimonials.description'),
        itemName: _('console.content.testimonials.item'),
        newItem: _('console.content.testimonials.new'),
        editItem: _('console.content.testimonials.edit'),
        deleteItem: _('console.content.testimonials.delete'),
        empty: _('console.content.testimonials.empty'),
        emptyHint: _('console.content.testimonials.emptyHint'),
        loadError: _('console.content.testimonials.loadError'),
      }}
      api={testimonialsApi}
      itemTitle={(testimonial) => testimonial.name}
      renderSummary={(testimonial) => (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {'★'.repeat(testimonial.rating)} · {truncate(testimonial.quote, 140)}
        </Text>
      )}
      Form={TestimonialForm}
    />
  );
}
