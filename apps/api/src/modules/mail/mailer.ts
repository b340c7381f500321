import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertOutboxEmail } from './mail.repository.js';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Where an answer goes (a contact message's sender). Only mail sent directly carries it: the queue
   * and the dev outbox keep no Reply-To.
   */
  replyTo?: MailAddress;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery through the SMTP server named by SMTP_URL. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...message });
    } catch (error) {
      // The mail server is an outside dependency: say so plainly instead of failing with a bug's 500.
      throw new AppError(
        'MAIL_UNAVAILABLE',
        'We could not send the email just now. Please try again in a few minutes.',
        503,
        undefined,
        {
          'retry-after': '60',
        },
        error,
      );
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** Development mail: logged and kept in the database, listed by GET /api/dev/outbox. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxEmail(this.db, {
      id: newId(),
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      createdAt: nowIso(),
    });
    this.log.info({ to: message.to, subject: message.subject }, 'mail kept in the dev outbox');
  }

  async close(): Promise<void> {}
}
