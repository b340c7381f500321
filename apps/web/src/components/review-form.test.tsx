import { reviewRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../test/api-url';
import { heldReply, stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render';
import { ReviewForm } from './review-form';

const comment = () => screen.getByLabelText('Your review');
const submit = () => screen.getByRole('button', { name: 'Submit review' });

describe('review form', () => {
  it('asks for stars and words, inline, and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    const { user } = renderWithProviders(<ReviewForm courseId="course-1" />);

    expect(screen.getByRole('heading', { name: 'Rate this course' })).toBeVisible();
    await user.click(submit());

    expect(screen.getByText('Choose from 1 to 5 stars')).toBeVisible();
    expect(comment()).toHaveAccessibleDescription(
      'This field is required What did you like, and what could be better? Up to 2000 characters (0 used).',
    );
    expect(sent).toEqual([]);
  });

  it('sends the chosen stars and the trimmed review, waits, then shows the thanks', async () => {
    const held = heldReply();
    const sent = stubFetch(() => held.reply);
    const { user } = renderWithProviders(<ReviewForm courseId="course-1" />);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(comment(), 'Clear and practical. ');
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl(reviewRoutes.addReview),
        body: { courseId: 'course-1', rating: 4, comment: 'Clear and practical.' },
      },
    ]);

    held.release({ status: 201, body: { data: { id: 'review-1' }, message: 'Thanks for your review!' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Thanks for your review!');
    // The review stays (as it was saved), so sending again edits it.
    await waitFor(() => expect(comment()).toHaveValue('Clear and practical.'));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('offers to update an earlier review, starting from it', () => {
    renderWithProviders(
      <ReviewForm courseId="course-1" myReview={{ rating: 2, comment: 'Too fast for me.' }} />,
    );

    expect(screen.getByRole('heading', { name: 'Update your review' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(comment()).toHaveValue('Too fast for me.');
  });

  it("shows the server's refusal", async () => {
    stubFetch(() => ({
      status: 403,
      body: { code: 'NOT_PURCHASED', message: 'Only learners who bought this course can review it' },
    }));
    const { user } = renderWithProviders(<ReviewForm courseId="course-1" />);

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(comment(), 'Great!');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only learners who bought this course can review it',
    );
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
