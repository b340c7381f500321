import type { Page } from 'playwright-core';
import { formatMoney, getApiData, type ListedCourse, moneyIn } from './catalogue.js';
import { expect } from './expect.js';

/** GET cart/list: the learner's cart, priced by the server in one currency (minor units). */
export interface CartAnswer {
  items: { id: string; title: string; convertedPrice: number }[];
  currency: string;
  subtotal: number;
  total: number;
}

/** Every amount on the cart page is in `symbol` with 2 decimals, and the item and total are the server's. */
export async function expectCartPrices(page: Page, symbol: string, cart: CartAnswer): Promise<void> {
  const main = page.getByRole('main');
  const item = cart.items[0];
  if (!item) throw new Error('The cart is empty');
  const row = main.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem');
  await row.getByText(formatMoney(item.convertedPrice, symbol), { exact: true }).waitFor();
  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(`Subtotal (1 course)${formatMoney(cart.subtotal, symbol)}`);
  await expect(summary).toContainText(`Total${formatMoney(cart.total, symbol)}`);
  const amounts = async () => moneyIn((await main.textContent()) ?? '');
  await expect.poll(async () => (await amounts()).length).toBeGreaterThanOrEqual(3);
  const wellFormed = new RegExp(`^\\${symbol}\\d[\\d,]*\\.\\d{2}$`);
  await expect
    .poll(async () => (await amounts()).filter((amount) => !wellFormed.test(amount)), {
      message: `every amount is in ${symbol} with 2 decimals`,
    })
    .toEqual([]);
}

/** Takes the course out of the cart and the wishlist again if the journey stopped half-way. */
export async function restoreLearner(baseUrl: string, token: string, courseId: string): Promise<void> {
  const cart = await getApiData<CartAnswer>(baseUrl, 'cart/list', token);
  const wishlist = await getApiData<{ items: ListedCourse[] }>(baseUrl, 'wish/list', token);
  const toggles = [
    ...(cart.items.some((item) => item.id === courseId) ? ['cart/add-remove'] : []),
    ...(wishlist.items.some((item) => item.id === courseId) ? ['wish/add-remove'] : []),
  ];
  for (const path of toggles) {
    await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ courseId }),
    });
  }
}
