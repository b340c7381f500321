import type { CourseSummary } from '@coursewise/contract';
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
  const formatMoney = useMoneyFormatter();
  const courses = useCourses({ maxPrice, limit: 100, sort: 'price_desc' });
  const [chosen, setChosen] = useState<string | null>(null);
  if (courses.isPending)
    return <Skeleton height={160} radius="lg" role="status" aria-label="Finding courses for your gift…" />;
  if (courses.isError)
    return (
      <QueryError
        error={courses.error}
        onRetry={() => void courses.refetch()}
        title="Courses could not load"
      />
    );
  const eligible = courses.data.items.filter(
    (course: CourseSummary) => course.id !== giftCourseId && !course.isPurchased,
  );
  if (eligible.length === 0)
    return (
      <Alert color="gray" title="No other course to choose yet">
        No course you do not own costs {formatMoney(maxPrice, 'USD')} or less. Your gift is kept: come back
        with the code when the catalogue grows.
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
          label="Choose a course instead"
          description={`Any of these, up to ${formatMoney(maxPrice, 'USD')}`}
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
          Redeem for this course
        </Button>
      </Stack>
    </form>
  );
}
