import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertOutboxEmail } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** Development mail: logged and kept in the database, listed by GET /api/dev/outbox. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
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
