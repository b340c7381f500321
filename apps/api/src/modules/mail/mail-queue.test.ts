import { expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { isoIn } from '../../lib/clock.js';
import { MailQueue, queueMail } from './mail-queue.service.js';
import type { Mailer, MailMessage } from './mailer.js';

/** A mailer that records what it sends, and can be told to fail (the SMTP server is down). */
function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  return {
    sent: [],
    failing: false,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      this.sent.push(message);
    },
    async close() {},
  };
}

const message = (to: string, subject = 'Your receipt'): MailMessage => ({
  to,
  subject,
  text: 'Thank you',
  html: '<p>Thank you</p>',
});

describeEachDatabase('mail queue (outbox of transactional mail)', (dialect) => {
  const t = useTestApp(dialect);
  const jobsTo = (to: string) =>
    t.app.ctx.db.selectFrom('mailJobs').selectAll().where('toAddress', '=', to).execute();

  it('keeps mail queued in a transaction only if the transaction commits, and sends it once', async () => {
    const mailer = recordingMailer();
    const queue = new MailQueue(t.app.ctx.db, mailer, t.app.log);
    const [kept, dropped] = [uniqueEmail(), uniqueEmail()];
    await t.app.ctx.db.transaction().execute((trx) => queueMail(trx, message(kept)));
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        await queueMail(trx, message(dropped));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await Promise.all([queue.dispatch(), queue.dispatch(), queue.dispatch()]);
    await queue.dispatch();
    expect(mailer.sent.filter((m) => m.to === kept)).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.to === dropped)).toHaveLength(0);
    expect(await jobsTo(dropped)).toEqual([]);
    expect(await jobsTo(kept)).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }]);
    await queue.close();
  });

  it('sends each job once when two dispatchers (two instances) run at the same time', async () => {
    const to = uniqueEmail();
    for (let i = 0; i < 12; i++) await queueMail(t.app.ctx.db, message(to, `Receipt ${i}`));
    const [one, two] = [recordingMailer(), recordingMailer()];
    const queues = [new MailQueue(t.app.ctx.db, one, t.app.log), new MailQueue(t.app.ctx.db, two, t.app.log)];
    await Promise.all(queues.map((q) => q.dispatch()));
    const subjects = [...one.sent, ...two.sent].filter((m) => m.to === to).map((m) => m.subject);
    expect(subjects.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Receipt ${i}`).sort());
    await Promise.all(queues.map((q) => q.close()));
  });

  it('keeps failed mail queued with the error, gives up after five attempts', async () => {
    const to = uniqueEmail();
    await queueMail(t.app.ctx.db, message(to));
    const mailer = recordingMailer();
    mailer.failing = true;
    const queue = new MailQueue(t.app.ctx.db, mailer, t.app.log);
    await queue.dispatch();
    expect(await jobsTo(to)).toMatchObject([
      { status: 'queued', attempts: 1, lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25' },
    ]);
    for (let i = 0; i < 4; i++) await queue.dispatch();
    expect(await jobsTo(to)).toMatchObject([{ status: 'failed', attempts: 5 }]);
    mailer.failing = false;
    await queue.dispatch();
    expect(mailer.sent).toEqual([]);
    await queue.close();
  });

  it('at start-up sends what a stopped process left: queued mail and mail claimed long ago', async () => {
    const [queued, abandoned, inFlight] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const to of [queued, abandoned, inFlight]) await queueMail(t.app.ctx.db, message(to));
    const claim = (to: string, at: string) =>
      t.app.ctx.db
        .updateTable('mailJobs')
        .set({ status: 'sending', claimedAt: at, attempts: 1 })
        .where('toAddress', '=', to)
        .execute();
    await claim(abandoned, isoIn(-20 * 60_000));
    await claim(inFlight, isoIn(-1000));
    const mailer = recordingMailer();
    const queue = new MailQueue(t.app.ctx.db, mailer, t.app.log);
    await queue.start();
    const sentTo = mailer.sent.map((m) => m.to);
    expect(sentTo).toContain(queued);
    expect(sentTo).toContain(abandoned);
    expect(sentTo).not.toContain(inFlight);
    expect(await jobsTo(abandoned)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    await queue.close();
  });

  it('sends through the app’s mailer: queued mail reaches the dev outbox after a kick', async () => {
    const to = uniqueEmail();
    await queueMail(t.app.ctx.db, message(to, 'Through the outbox'));
    t.app.ctx.mailQueue.kick();
    await t.app.ctx.mailQueue.idle();
    const outbox = await t.app.ctx.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('toAddress', '=', to)
      .execute();
    expect(outbox.map((m) => m.subject)).toEqual(['Through the outbox']);
  });
});
