import type { AdminReview } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { EarlyReviewBadge } from '../../components/course/early-review-badge';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { call } from '../../lib/api-client';
import { formatDate, truncate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { integer, yesNo } from '../lib/admin-list-params';
import { dateLocale, type Translate } from '../lib/locale-text';

const reviewColumns = (_: Translate, locale: Locale): ListColumns<'adminListReviews'> => [
  {
    key: 'updatedAt',
    header: _('console.learner.col.date'),
    sort: 'updatedAt',
    render: (review) => formatDate(review.updatedAt, dateLocale(locale)),
  },
  { key: 'course', header: _('console.learner.col.course'), render: (review) => review.course.title },
  {
    key: 'author',
    header: _('console.reviews.col.author'),
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
    header: _('console.reviews.col.rating'),
    sort: 'rating',
    render: (review) => (
      <>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <VisuallyHidden>{_('console.reviews.outOfFive', { rating: review.rating })}</VisuallyHidden>
      </>
    ),
  },
  {
    key: 'comment',
    header: _('console.reviews.col.comment'),
    width: '35%',
    render: (review) => truncate(review.comment, 200),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (review) => (
      <Group gap={4}>
        {review.hidden ? (
          <Badge color="gray" variant="light">
            {_('console.reviews.hidden')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {_('console.reviews.visible')}
          </Badge>
        )}
        {review.isEarly ? <EarlyReviewBadge progressPercent={review.progressPercent} /> : null}
      </Group>
    ),
  },
];

/** The name of a row's button: show or hide whose review of which course. */
function actionLabel(_: Translate, review: AdminReview): string {
  const values = { author: review.author.name ?? review.author.email, title: review.course.title };
  return review.hidden ? _('console.reviews.showOf', values) : _('console.reviews.hideOf', values);
}

/** Reviews: hide one from the course page (and its rating), or show it again. */
export function ReviewsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => reviewColumns(_, locale), [_, locale]);
  const setHidden = useAdminMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      call(adminCoreRoutes.adminUpdateReview, { params: { id }, body: { hidden } }),
    invalidates: ['reviews', 'audit'],
    successMessage: (review) =>
      review.hidden ? _('console.reviews.toast.hidden') : _('console.reviews.toast.shown'),
  });

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListReviews}
      columns={columns}
      filters={{ hidden: yesNo, rating: integer }}
      defaultSort="updatedAt"
      defaultOrder="desc"
      title={_('console.nav.reviews')}
      description={_('console.reviews.description')}
      label={_('console.nav.reviews')}
      searchLabel={_('console.reviews.search')}
      rowKey={(review) => review.id}
      toolbar={(controls) => (
        <>
          <FilterSelect
            label={_('console.users.col.status')}
            name="hidden"
            controls={controls}
            options={[
              { value: '', label: _('console.reviews.filter.all') },
              { value: 'false', label: _('console.reviews.visible') },
              { value: 'true', label: _('console.reviews.hidden') },
            ]}
          />
          <FilterSelect
            label={_('console.reviews.col.rating')}
            name="rating"
            controls={controls}
            options={[
              { value: '', label: _('console.reviews.filter.anyRating') },
              ...[5, 4, 3, 2, 1].map((n) => ({
                value: String(n),
                label: _('console.reviews.filter.stars', { count: n }),
              })),
            ]}
          />
        </>
      )}
      rowActions={(review) => (
        <Button
          size="xs"
          variant="default"
          aria-label={actionLabel(_, review)}
          loading={setHidden.isPending && setHidden.variables?.id === review.id}
          onClick={() => setHidden.mutate({ id: review.id, hidden: !review.hidden })}
        >
          {review.hidden ? _('console.reviews.show') : _('console.reviews.hide')}
        </Button>
      )}
      empty={{ title: _('console.reviews.empty'), description: _('console.reviews.emptyHint') }}
    />
  );
}
