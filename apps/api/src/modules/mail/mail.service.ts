import type { OutboxMessage } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { listOutboxEmails } from './mail.repository.js';

const OUTBOX_SIZE = 100;

/** The development mailbox: the latest mails kept by the OutboxMailer, newest first. */
export async function listOutbox(ctx: AppContext): Promise<OutboxMessage[]> {
  const rows = await listOutboxEmails(ctx.db, OUTBOX_SIZE);
  return rows.map((r) => ({
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    createdAt: r.createdAt,
  }));
}

/** The language to write to an account in: the one it chose, else the asking page's, else English. */
/** What mail says in a language, for modules that word values a mail shows (table rows, a card). */
export { mailWords, recipientLocale } from './words/index.js';
