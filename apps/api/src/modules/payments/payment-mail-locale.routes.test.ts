import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { buyGift, redeem } from '../../../test/gift-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { addToCart, confirmCard, createdPayment, mailsTo } from '../../../test/payment-factories.js';

// Issue 26: purchase and gift mail goes out in the language its recipient's account chose.
describeEachDatabase('purchase and gift mail in the recipient’s language', (dialect) => {
  const t = useTestApp(dialect);

  const chooseLocale = async (token: string, locale: string) =>
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/user/profile-update', token, payload: { locale } }))
        .statusCode,
    ).toBe(200);

  it('a receipt in French: its words, its date and its amounts', async () => {
    const learner = await createLearner(t.app);
    await chooseLocale(learner.token, 'fr');
    const course = await createCourseFixture(t.app, { priceCents: 1999, title: 'Bases du bac à sable' });
    await addToCart(t.app, learner.token, course.id);
    const payment = await createdPayment(t.app, learner.token, { currency: 'GBP' });
    const paid = (await confirmCard(t.app, learner.token, payment.id)).json() as { data: Payment };
    const [mail, ...others] = await mailsTo(t.app, learner.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Votre reçu Coursewise ${paid.data.receiptNumber}`);
    expect(mail?.html).toContain('<html lang="fr">');
    const text = (mail?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Merci pour votre achat !');
    // "payé le 27 novembre 2026 avec votre Visa se terminant par 4242."
    expect(text).toMatch(
      new RegExp(
        `Reçu ${paid.data.receiptNumber}, payé le \\d{1,2} \\p{L}+ \\d{4} avec votre Visa se terminant par 4242\\.`,
        'u',
      ),
    );
    expect(text).toMatch(/Total +\d+,\d{2} £\n/);
    expect(text).toContain('Vos cours vous attendent dans « Mes formations ».');
    expect(text).not.toContain('Thank you for your purchase');
  });

  it('a gift in the recipient’s language, and its redemption told to the buyer in theirs', async () => {
    const buyer = await createLearner(t.app);
    const recipient = await createLearner(t.app);
    await chooseLocale(buyer.token, 'de');
    await chooseLocale(recipient.token, 'es');
    const course = await createCourseFixture(t.app, { priceCents: 3000, title: 'Curso regalado' });
    await buyGift(t.app, buyer.token, course.id, recipient.email, 'Disfrútalo');

    const [gift] = (await mailsTo(t.app, recipient.email)).filter((m) =>
      m.subject.includes('te ha enviado un curso'),
    );
    expect(gift?.subject).toMatch(/ te ha enviado un curso en Coursewise: Curso regalado$/);
    expect(gift?.html).toContain('<html lang="es">');
    expect(gift?.text).toContain('Tu código de regalo:');
    expect(gift?.text).toContain('El código sirve una sola vez.');
    // The buyer's receipt is in German.
    const receipt = (await mailsTo(t.app, buyer.email)).find((m) =>
      m.subject.startsWith('Ihre Coursewise-Quittung'),
    );
    expect(receipt?.text).toContain(`Dieser Kurs ist ein Geschenk für ${recipient.email}:`);

    const code = gift?.text.match(/\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/)?.[0] ?? '';
    expect((await redeem(t.app, recipient.token, { code })).statusCode).toBe(200);
    const redeemed = (await mailsTo(t.app, buyer.email)).find(
      (m) => m.subject === 'Ihr Coursewise-Geschenk wurde eingelöst',
    );
    expect(redeemed?.html).toContain('<html lang="de">');
    expect(redeemed?.text).toContain(
      `Das Geschenk, das Sie an ${recipient.email} geschickt haben, wurde eingelöst: „Curso regalado“ gehört jetzt dieser Person.`,
    );
  });
});
