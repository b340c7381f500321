import { giftOperations, paymentOperations as op, purchaseOperations } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { createPayment } from './checkout.service.js';
import { enrolInFreeCourse } from './enrolment.service.js';
import { checkGift, redeemGift } from './gift-redeem.service.js';
import { confirmSandboxPayment, getPayment } from './payments.service.js';
import { listPurchasesWithReceipts } from './purchase-list.service.js';

/**
 * Checkout, payment status, the sandbox's card form, free enrolment, gift codes and the purchases list;
 * all need a token.
 */
export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.createPayment, async (request, reply) => {
    const answer = await createPayment(
      ctx,
      request.log,
      { userId: currentUserId(request), ip: request.ip },
      request.body,
    );
    // A coupon that took off the whole order made no payment: the courses are already the learner's.
    if ('enrolments' in answer)
      return reply
        .status(200)
        .send({ data: answer, message: 'The code made this order free: you are enrolled' });
    return reply.status(201).send({ data: answer });
  });

  route(api, op.getPayment, async (request) => ({
    data: await getPayment(ctx, request.log, currentUserId(request), request.params.id),
  }));

  route(api, op.confirmPayment, async (request) => ({
    data: await confirmSandboxPayment(
      ctx,
      request.log,
      currentUserId(request),
      request.params.id,
      request.body,
    ),
    message: 'Payment received: the courses are yours',
  }));

  route(api, op.enrolCourse, async (request, reply) => {
    const enrolment = await enrolInFreeCourse(ctx, currentUserId(request), request.body.courseId);
    return reply.status(201).send({ data: enrolment, message: `You are enrolled in ${enrolment.title}` });
  });
  route(api, giftOperations.checkGift, async (request) => ({
    data: await checkGift(ctx, currentUserId(request), request.ip, request.body.code),
  }));

  route(api, giftOperations.redeemGift, async (request) => ({
    data: await redeemGift(ctx, currentUserId(request), request.ip, request.body),
    message: 'The gift is redeemed: the course is yours',
  }));

  route(api, purchaseOperations.listPurchases, async (request) => ({
    data: await listPurchasesWithReceipts(ctx, currentUserId(request), request.query),
  }));
}
