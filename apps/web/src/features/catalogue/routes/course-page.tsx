import { useLingui } from '@lingui/react';
import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { LazyReviewForm } from '../../../components/lazy-review-form';
import { QueryError } from '../../../components/query-error';
import { RichText } from '../../../components/rich-text';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { CourseHero } from '../components/course-hero';
import { CourseNotFound } from '../components/course-not-found';
import { CourseOutcomes, CourseRequirements } from '../components/course-outcomes';
import { CourseOutline } from '../components/course-outline';
import { CoursePageSkeleton } from '../components/course-page-skeleton';
import { InstructorCard } from '../components/instructor-card';
import { PurchaseBox } from '../components/purchase-box';
import { RatingSummary } from '../components/rating-summary';
import { ReviewList } from '../components/review-list';
import { outlineTotals } from '../lib/course-stats';

/** /courses/{slug}: everything a visitor needs to decide, and the buying actions. */
export function CoursePage() {
  const { _ } = useLingui();
  const { slug = '' } = useParams();
  const course = useCourse(slug);
  usePageTitle(course.data?.title ?? (course.isPending ? undefined : _('catalogue.course.notFound')));
  useMetaDescription(course.data?.subtitle);

  if (course.isPending) return <CoursePageSkeleton />;
  if (course.isError) {
    const status = isApiError(course.error) ? course.error.status : 0;
    if (status === 404 || status === 400) return <CourseNotFound />;
    return (
      <Container size="sm" py="xl">
        <QueryError
          error={course.error}
          onRetry={() => void course.refetch()}
          title={_('catalogue.course.error')}
        />
      </Container>
    );
  }

  const details = course.data;
  const isDraftPreview = details.isDraftPreview === true;
  return (
    <>
      {isDraftPreview ? (
        <Container size="lg" pt="md">
          <Alert color="orange" variant="filled" title={_('catalogue.course.draftTitle')}>
            {_('catalogue.course.draftText')}
          </Alert>
        </Container>
      ) : null}
      <CourseHero course={details} />
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            {isDraftPreview ? (
              <Text size="sm" c="dimmed">
                {_('catalogue.course.draftNoBuying')}
              </Text>
            ) : (
              <PurchaseBox course={details} chapterCount={outlineTotals(details.modules).chapters} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <CourseOutcomes outcomes={details.outcomes} />
              <CourseOutline modules={details.modules} isEveryChapterOpen={isDraftPreview} />
              <CourseRequirements requirements={details.requirements} />
              <Stack component="section" gap="sm" aria-labelledby="course-description-title">
                <Title order={2} size="h3" id="course-description-title">
                  {_('catalogue.course.description')}
                </Title>
                <RichText html={details.description} />
              </Stack>
              <InstructorCard instructor={details.instructor} />
              <Stack component="section" gap="lg" aria-labelledby="course-reviews-title">
                <Title order={2} size="h3" id="course-reviews-title">
                  {_('catalogue.course.reviews')}
                </Title>
                <RatingSummary rating={details.rating} breakdown={details.ratingBreakdown} />
                {details.isPurchased ? (
                  <LazyReviewForm courseId={details.id} myReview={details.myReview} />
                ) : null}
                <ReviewList reviews={details.reviews} />
              </Stack>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
