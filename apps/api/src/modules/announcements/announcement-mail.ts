import type { AppContext } from '../../app-context.js';
import type { Executor, UnitOfWork } from '../../db/executor.js';
import { htmlToParagraphs } from '../../lib/html.js';
import { announcementReaders } from '../account/account-directory.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMails } from '../mail/mail-queue.service.js';
import { announcementEmail } from '../mail/templates.js';
import { courseOwnerIds } from '../purchases/purchases.service.js';
import { getEditableSettings } from '../settings/settings.service.js';

export interface PostedAnnouncement {
  authorId: string;
  authorName: string | null;
  title: string;
  body: string;
  course: { id: string; slug: string; title: string };
}

/**
 * Inside the posting transaction: queues the announcement for every owner of the course who keeps
 * `emailAnnouncements` on (not the author), and asks the unit of work to send once it commits.
 */
export async function queueAnnouncementMail(
  trx: Executor,
  uow: UnitOfWork,
  ctx: Pick<AppContext, 'config'>,
  posted: PostedAnnouncement,
): Promise<number> {
  const readers = await announcementReaders(trx, courseOwnerIds(trx, posted.course.id), { mailOnly: true });
  const recipients = readers.filter((reader) => reader.id !== posted.authorId);
  if (recipients.length === 0) return 0;
  const { siteName } = await getEditableSettings(trx);
  const content = {
    courseTitle: posted.course.title,
    title: posted.title,
    authorName: posted.authorName,
    paragraphs: htmlToParagraphs(posted.body),
    courseUrl: `${ctx.config.publicUrl}/learn/${posted.course.slug}`,
    preferencesUrl: `${ctx.config.publicUrl}/profile`,
  };
  await queueMails(
    trx,
    recipients.map((reader) =>
      announcementEmail(reader.email, content, siteName, recipientLocale(reader.locale)),
    ),
  );
  uow.kickMail();
  return recipients.length;
}
