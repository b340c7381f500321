import { type GiftCheck, giftLimits, type RedeemedGift } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCheckGift, useRedeemGift } from '../api/redeem-gift';
import { CourseChoice } from '../components/course-choice';
import { richMessage, slot } from '../lib/rich-message';

/**
 * /gifts/redeem (signed in; signed out, sign-in brings the learner back here with the code): the code
 * from the mailed link, prefilled. Redeeming owns the gift's course; when the learner owns it already,
 * they choose another course of at most the gift's price.
 */
export function RedeemGiftPage() {
  const { _ } = useLingui();
  usePageTitle(_('commerce.redeem.title'));
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [owned, setOwned] = useState<GiftCheck | null>(null);
  const [redeemed, setRedeemed] = useState<RedeemedGift | null>(null);
  const redeem = useRedeemGift();
  const check = useCheckGift();
  const problem = redeem.error ?? check.error;
  const isOwnedProblem = isApiError(redeem.error) && redeem.error.code === 'GIFT_COURSE_OWNED';

  const submit = (courseId?: string) =>
    redeem.mutate(courseId ? { code, courseId } : { code }, {
      onSuccess: setRedeemed,
      onError: (error) => {
        // Owned already: the gift is kept; ask what it gives to offer the courses it may become.
        if (isApiError(error) && error.code === 'GIFT_COURSE_OWNED')
          check.mutate({ code }, { onSuccess: setOwned });
      },
    });

  if (redeemed)
    return (
      <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Title order={1}>{_('commerce.redeem.done')}</Title>
            <Text>
              {richMessage(_('commerce.redeem.yours', { title: slot('title') }), {
                title: <strong>{redeemed.course.title}</strong>,
              })}
            </Text>
            <Button component={Link} to={`/learn/${encodeURIComponent(redeemed.course.slug)}`}>
              {_('commerce.startLearning')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );

  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{_('commerce.redeem.title')}</Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setOwned(null);
            check.reset();
            if (code.trim()) submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={_('commerce.redeem.code')}
              description={_('commerce.redeem.codeHint', { example: 'ABCD-EFGH-JKMN-PQRS' })}
              required
              autoComplete="off"
              maxLength={giftLimits.codeMax}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={redeem.isError && !isOwnedProblem ? errorMessage(redeem.error) : undefined}
            />
            <Button type="submit" loading={redeem.isPending && !owned} style={{ alignSelf: 'flex-start' }}>
              {_('commerce.redeem.submit')}
            </Button>
          </Stack>
        </form>
        {isOwnedProblem || check.isError ? (
          <Alert color={check.isError ? 'red' : 'cyan'} title={_('commerce.redeem.owned')} role="alert">
            {errorMessage(problem)}
          </Alert>
        ) : null}
        {owned ? (
          <CourseChoice
            giftCourseId={owned.course.id}
            maxPrice={owned.priceUsd}
            isRedeeming={redeem.isPending}
            onChoose={(courseId) => submit(courseId)}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
