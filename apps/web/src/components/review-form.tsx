import { useLingui } from '@lingui/react';
import { Button, Group, Input, Paper, Rating, Stack, Textarea, Title } from '@mantine/core';
import { type Static, Type } from '@sinclair/typebox';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAddReview } from '../api/add-review';
import { formResolver } from '../lib/validation';
import classes from './review-form.module.css';

const COMMENT_MAX = 2000;
// The contract's limits (ReviewBody), with messages written for people.
const reviewSchema = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: 'Choose from 1 to 5 stars' }),
  comment: Type.String({ minLength: 1, maxLength: COMMENT_MAX }),
});
type ReviewValues = Static<typeof reviewSchema>;
const resolver = formResolver(reviewSchema, { trim: ['comment'] });

export interface ReviewFormProps {
  courseId: string;
  myReview?: { rating: number; comment: string } | null;
}

/** Lets a learner who bought the course rate and review it (sending again updates their review). */
export function ReviewForm({ courseId, myReview }: ReviewFormProps) {
  const { _ } = useLingui();
  const ratingLabelId = useId();
  const addReview = useAddReview();
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReviewValues>({
    resolver,
    defaultValues: { rating: myReview?.rating ?? 0, comment: myReview?.comment ?? '' },
  });
  const comment = watch('comment');

  const submit = handleSubmit((values) =>
    // The review stays in the form afterwards: sending again edits it.
    addReview.mutate({ courseId, ...values }, { onSuccess: () => reset(values) }),
  );

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="review-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} id="review-form-title">
            {myReview ? _('shared.reviewForm.update') : _('shared.reviewForm.rate')}
          </Title>
          <Input.Wrapper
            labelElement="div"
            label={<span id={ratingLabelId}>{_('shared.reviewForm.rating')}</span>}
            // Its only rule: a star chosen (the schema's message, in the page's language).
            error={errors.rating ? _('shared.reviewForm.chooseStars') : undefined}
          >
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <Rating
                  role="radiogroup"
                  aria-labelledby={ratingLabelId}
                  value={field.value}
                  onChange={field.onChange}
                  // The radios sit over the stars (see .ratingInput): a click on one chooses its value.
                  onClick={(event) => {
                    const target = event.target;
                    if (target instanceof HTMLInputElement && target.type === 'radio') {
                      field.onChange(Number(target.value));
                    }
                  }}
                  getSymbolLabel={(value) => _('shared.reviewForm.stars', { count: value })}
                  size="lg"
                  mt={4}
                  classNames={{ input: classes.ratingInput }}
                />
              )}
            />
          </Input.Wrapper>
          <Textarea
            label={_('shared.reviewForm.review')}
            description={_('shared.reviewForm.hint', { max: COMMENT_MAX, used: comment.length })}
            autosize
            minRows={4}
            maxLength={COMMENT_MAX}
            required
            error={errors.comment?.message}
            {...register('comment')}
          />
          <Group>
            <Button type="submit" loading={addReview.isPending} disabled={addReview.isPending}>
              {_('shared.reviewForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
