import { catalogueRoutes, giftRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { RedeemGiftPage } from './redeem-gift-page';

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const redeemUrl = apiUrl(giftRoutes.redeemGift);
const checkUrl = apiUrl(giftRoutes.checkGift);
const open = (route = `/gifts/redeem?code=${CODE}`) =>
  renderWithProviders(<RedeemGiftPage />, { route, signedInAs: aUser() });

describe('redeem gift page', () => {
  it('prefills the code from the link and redeems it, then offers "Start learning"', async () => {
    const sent = stubFetch(() => ({
      body: { data: { course: { id: 'c1', slug: 'pottery', title: 'Pottery' }, purchaseId: 'p1' } },
    }));
    const { user } = open();
    const field = screen.getByLabelText('Gift code', { exact: false });
    expect(field).toHaveValue(CODE);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('heading', { level: 1, name: 'Your gift is redeemed' });
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/learn/pottery');
    expect(sent[0]).toEqual({ method: 'POST', url: redeemUrl, body: { code: CODE } });
  });

  it('shows the server’s refusal beside the code', async () => {
    stubFetch(() => ({
      status: 409,
      body: { message: 'This gift code is not valid or has been used', code: 'GIFT_CODE_INVALID' },
    }));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    // Said once, beside the code: the page's mutations do not also toast it.
    expect(await screen.findAllByText('This gift code is not valid or has been used')).toHaveLength(1);
    expect(screen.getByLabelText('Gift code', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the course is owned, offers the courses up to the gift’s price and redeems the one chosen', async () => {
    const owned = {
      message: 'You already own Pottery. The gift is kept: choose another course of up to $30.00 for it.',
      code: 'GIFT_COURSE_OWNED',
    };
    const sent = stubFetch((request) => {
      if (request.url === checkUrl)
        return {
          body: {
            data: {
              course: { id: 'c1', slug: 'pottery', title: 'Pottery' },
              priceUsd: 3000,
              isCourseOwned: true,
            },
          },
        };
      if (request.url === redeemUrl)
        return (request.body as { courseId?: string }).courseId
          ? { body: { data: { course: { id: 'c3', slug: 'weaving', title: 'Weaving' }, purchaseId: 'p2' } } }
          : { status: 409, body: owned };
      return {
        body: {
          data: {
            items: [
              aCourseSummary({ id: 'c1', title: 'Pottery', price: 3000, isPurchased: true }),
              aCourseSummary({ id: 'c2', title: 'Owned', price: 2000, isPurchased: true }),
              aCourseSummary({
                id: 'c3',
                slug: 'weaving',
                title: 'Weaving',
                price: 2500,
                isPurchased: false,
              }),
            ],
            page: 1,
            limit: 100,
            total: 3,
          },
        },
      };
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findAllByText(owned.message)).length).toBeGreaterThan(0);
    const choice = await screen.findByRole('radio', { name: /Weaving/ });
    expect(screen.queryByRole('radio', { name: /Pottery|Owned/ })).toBeNull();
    expect(
      sent.some(
        (r) =>
          r.url ===
          apiUrl(catalogueRoutes.listCourses, {}, { maxPrice: 3000, limit: 100, sort: 'price_desc' }),
      ),
    ).toBe(true);
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Redeem for this course' }));
    await screen.findByRole('heading', { level: 1, name: 'Your gift is redeemed' });
    expect(sent.filter((r) => r.url === redeemUrl).map((r) => r.body)).toEqual([
      { code: CODE },
      { code: CODE, courseId: 'c3' },
    ]);
  });
});
