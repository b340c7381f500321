import { adminCoreRoutes } from '@coursewise/contract/routes';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { EarlyReviewBadge } from '../../components/course/early-review-badge';
import { call } from '../../lib/api-client';
import { formatDate, truncate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { integer, yesNo } from '../lib/admin-list-params';

const columns: ListColumns<'adminListReviews'> = [
  { key: 'updatedAt', header: 'Date', sort: 'updatedAt', render: (review) => formatDate(review.updatedAt) },
  { key: 'course', header: 'Course', render: (review) => review.course.title },
  {
    key: 'author',
    header: 'Author',
    render: ({ author }) => (
      <Stack gap={0}>
        <Text size="sm">{author.name ?? author.email}</Text>
        {author.name ? (
          <Text size="xs" c="dimmed">
            {author.email}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'rating',
    header: 'Rating',
    sort: 'rating',
    render: (review) => (
      <>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <VisuallyHidden>{`${review.rating} of 5 stars`}</VisuallyHidden>
      </>
    ),
  },
  { key: 'comment', header: 'Comment', width: '35%', render: (review) => truncate(review.comment, 200) },
  {
    key: 'status',
    header: 'Status',
    render: (review) => (
      <Group gap={4}>
        {review.hidden ? (
          <Badge color="gray" variant="light">
            Hidden
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            Visible
          </Badge>
        )}
        {review.isEarly ? <EarlyReviewBadge progressPercent={review.progressPercent} /> : null}
      </Group>
    ),
  },
];

/** Reviews: hide one from the course page (and its rating), or show it again. */
export function ReviewsPage() {
  const setHidden = useAdminMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      call(adminCoreRoutes.adminUpdateReview, { params: { id }, body: { hidden } }),
    invalidates: ['reviews', 'audit'],
    successMessage: (review) => (review.hidden ? 'Review hidden from the course page' : 'Review shown again'),
  });

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListReviews}
      columns={columns}
      filters={{ hidden: yesNo, rating: integer }}
      defaultSort="updatedAt"
      defaultOrder="desc"
      title="Reviews"
      description="A hidden review leaves the course page and its rating at once."
      label="Reviews"
      searchLabel="Search comment, course or email"
      rowKey={(review) => review.id}
      toolbar={(controls) => (
        <>
          <FilterSelect
            label="Status"
            name="hidden"
            controls={controls}
            options={[
              { value: '', label: 'All' },
              { value: 'false', label: 'Visible' },
              { value: 'true', label: 'Hidden' },
            ]}
          />
          <FilterSelect
            label="Rating"
            name="rating"
            controls={controls}
            options={[
              { value: '', label: 'Any' },
              ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} stars` })),
            ]}
          />
        </>
      )}
      rowActions={(review) => (
        <Button
          size="xs"
          variant="default"
          aria-label={`${review.hidden ? 'Show' : 'Hide'} the review by ${review.author.name ?? review.author.email} on ${review.course.title}`}
          loading={setHidden.isPending && setHidden.variables?.id === review.id}
          onClick={() => setHidden.mutate({ id: review.id, hidden: !review.hidden })}
        >
          {review.hidden ? 'Show' : 'Hide'}
        </Button>
      )}
      empty={{
        title: 'No reviews yet',
        description: 'Reviews appear here when learners rate their courses.',
      }}
    />
  );
}
