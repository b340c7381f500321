import { expect, it } from 'vitest';
import { announcementBody, postStudioAnnouncement } from '../../../test/announcement-factories.js';
import { ask, createDiscussionCourse, discuss } from '../../../test/discussion-factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { notificationPage } from '../../../test/notification-factories.js';

/** The notifications of learning together: replies and answers to a question, announcements. */
describeEachDatabase('notifications from discussions and announcements', (dialect) => {
  const t = useTestApp(dialect);

  it('tells the asker of a learner’s reply and of the instructor’s answer, never of their own', async () => {
    const { asker, other, instructor, chapterId } = await createDiscussionCourse(t.app);
    const threadId = await ask(t.app, asker, chapterId, 'Why the second step?');
    const reply = (user: typeof asker, body: string) =>
      discuss(t.app, user, 'POST', `discussion/${threadId}/reply`, { body });
    expect((await reply(asker, '<p>Adding detail.</p>')).statusCode).toBe(201);
    expect((await notificationPage(t.app, asker.token)).total).toBe(0);
    expect((await reply(other, '<p>Same question.</p>')).statusCode).toBe(201);
    expect((await reply(instructor, '<p>Because of the cache.</p>')).statusCode).toBe(201);
    const page = await notificationPage(t.app, asker.token);
    expect(page.items.map((n) => [n.kind, n.data.threadTitle])).toEqual([
      ['discussion_answer', 'Why the second step?'],
      ['discussion_reply', 'Why the second step?'],
    ]);
    expect(page.items[0]?.link).toMatch(
      new RegExp(`^/learn/[^/]+/chapters/${chapterId}\\?thread=${threadId}$`),
    );
    expect(page.unread).toBe(2);
    // Nobody else is told.
    for (const user of [other, instructor]) expect((await notificationPage(t.app, user.token)).total).toBe(0);
  });

  it('tells every owner of the course of an announcement in the app, whatever their mail preference', async () => {
    const { asker, other, outsider, instructor, courseId } = await createDiscussionCourse(t.app);
    const off = await discuss(t.app, other, 'PUT', 'user/profile-update', { emailAnnouncements: false });
    expect(off.statusCode).toBe(200);
    const posted = await postStudioAnnouncement(
      t.app,
      instructor.token,
      courseId,
      announcementBody('Exam moved'),
    );
    expect(posted.statusCode).toBe(201);
    for (const owner of [asker, other]) {
      const page = await notificationPage(t.app, owner.token);
      expect(page.items.map((n) => [n.kind, n.data.title])).toEqual([['announcement', 'Exam moved']]);
      expect(page.items[0]?.text).toMatch(/^New announcement in “.+”: Exam moved$/);
    }
    for (const user of [outsider, instructor])
      expect((await notificationPage(t.app, user.token)).total).toBe(0);
  });
});
