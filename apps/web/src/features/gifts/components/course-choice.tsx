import type { CourseSummary } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCourses } from '../../../api/get-courses';
import { QueryError } from '../../../components/query-error';
import { useMoneyFormatter } from '../../../hooks/use-currency';

interface CourseChoiceProps {
  giftCourseId: string;
  /** The gift's US price in cents: courses up to it may be chosen. */
  maxPrice: number;
  isRedeeming: boolean;
  onChoose: (courseId: string) => void;
}

/** The published courses the learner may take instead of the one they own: at most the gift's price. */
export function CourseChoice({ giftCourseId, maxPrice, isRedeeming, onChoose }: CourseChoiceProps) {
  const { _ } = useLingui();
  const formatMoney = useMoneyFormatter();
  const courses = useCourses({ maxPrice, limit: 100, sort: 'price_desc' });
  const [chosen, setChosen] = useState<string | null>(null);
  if (courses.isPending)
    return (
      <Skeleton height={160} radius="lg" role="status" aria-label={_('commerce.redeem.findingCourses')} />
    );
  if (courses.isError)
    return (
      <QueryError
        error={courses.error}
        onRetry={() => void courses.refetch()}
        title={_('commerce.redeem.coursesFailed')}
      />
    );
  const eligible = courses.data.items.filter(
    (course: CourseSummary) => course.id !== giftCourseId && !course.isPurchased,
  );
  if (eligible.length === 0)
    return (
      <Alert color="gray" title={_('commerce.redeem.noOtherCourse')}>
        {_('commerce.redeem.noOtherCourseBody', { price: formatMoney(maxPrice, 'USD') })}
      </Alert>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen);
      }}
    >
      <Stack gap="md">
        <Radio.Group
          name="gift-course"
          label={_('commerce.redeem.chooseInstead')}
          description={_('commerce.redeem.upTo', { price: formatMoney(maxPrice, 'USD') })}
          value={chosen}
          onChange={setChosen}
        >
          <Stack gap="xs" mt="xs">
            {eligible.map((course) => (
              <Radio
                key={course.id}
                value={course.id}
                label={
                  <Text span>
                    {course.title}{' '}
                    <Text span c="dimmed">
                      ({formatMoney(course.price, 'USD')})
                    </Text>
                  </Text>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" disabled={!chosen} loading={isRedeeming} style={{ alignSelf: 'flex-start' }}>
          {_('commerce.redeem.forThisCourse')}
        </Button>
      </Stack>
    </form>
  );
}
