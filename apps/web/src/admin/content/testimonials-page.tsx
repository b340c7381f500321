import { Text } from '@mantine/core';
import { truncate } from '../../lib/format';
import { testimonialsApi } from './ordered-content-api';
import { OrderedContentPage } from './ordered-content-page';
import { TestimonialForm } from './testimonial-form';

/** Testimonials in the order of the home page. */
export function TestimonialsPage() {
  return (
    <OrderedContentPage
      title="Testimonials"
      description="What learners say, shown on the home page in this order. Drag to reorder."
      api={testimonialsApi}
      itemName="testimonial"
      pluralName="testimonials"
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
