import type { DiscussionReply } from '@coursewise/contract';
import { discussionRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminCourse } from '../../test/admin-catalogue-fixtures';
import { isCallOf } from '../../test/api-url';
import { aReply, aThread, onePage } from '../../test/discussion-fixtures';
import type { SentRequest } from '../../test/fetch-stub';
import { clickIntoRichText } from '../../test/rich-text';
import { anInstructor, openStudio, stubOperations, studio } from './studio-test-kit';

const course = anAdminCourse({ id: 'course-7', title: 'Practical TypeScript' });
const question = aThread({ courseId: 'course-7', replyCount: 0, hasStaffAnswer: false, canResolve: true });

describe('the studio’s Questions tab', { timeout: 30_000 }, () => {
  it('lists the course’s unanswered questions first, and the instructor’s reply is the answer', async () => {
    let replies: DiscussionReply[] = [];
    const sent = stubOperations([
      [studio.studioGetCourse, () => ({ body: { data: course } })],
      [discussionRoutes.listDiscussions, () => ({ body: { data: onePage([question]) } })],
      [
        discussionRoutes.replyToDiscussion,
        (request: SentRequest) => {
          const { body } = request.body as { body: string };
          const reply = aReply({
            body,
            author: { id: 'instructor-1', name: 'Daniel O.', staffRole: 'instructor' },
          });
          replies = [reply];
          return { status: 201, body: { data: reply } };
        },
      ],
      [
        discussionRoutes.getDiscussion,
        () => ({ body: { data: { thread: question, replies: onePage(replies) } } }),
      ],
    ]);
    const { user } = openStudio('/studio/courses/course-7/questions', anInstructor());
    expect(await screen.findByRole('tab', { name: 'Questions', selected: true })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(screen.getByRole('radio', { name: 'Unanswered' })).toBeChecked();
    const asked = sent.find((request) => isCallOf(request, discussionRoutes.listDiscussions));
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('courseId')).toBe('course-7');
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('filter')).toBe('unanswered');

    await user.click(within(list).getByRole('button', { name: 'Why does it fail?' }));
    const editor = await screen.findByRole('textbox', { name: 'Your reply' });
    await clickIntoRichText(user, editor);
    await user.keyboard('Run it again');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    const answer = await screen.findByRole('article', { name: 'Answer by Daniel O.' });
    expect(within(answer).getByText('Run it again')).toBeVisible();
  });
});
