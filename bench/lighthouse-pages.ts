/**
 * The pages bench/lighthouse audits on a freshly seeded app: the public ones as a visitor sees them,
 * the private ones signed in as the demo learner. Ids (certificate, course) are looked up in each app,
 * as a baseline build has its own.
 */
import { instructorPagePath } from './lighthouse-instructor.js';
import type { Page } from './lighthouse-setup.js';

interface Api {
  get<T>(p: string, token?: string): Promise<T>;
  post<T>(p: string, body: unknown, token?: string): Promise<T>;
}

function apiOf(base: string): Api {
  const send = async <T>(method: string, p: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}/api/${p}`, {
      method,
      headers: {
        ...(token ? { 'x-access-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${p}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: (p, token) => send('GET', p, undefined, token),
    post: (p, body, token) => send('POST', p, body, token),
  };
}

interface Listed {
  id: string;
  slug: string;
  price: number;
  isPurchased?: boolean;
}

/**
 * Leaves exactly one course in the learner's cart, one they do not own, so /checkout prices an order
 * rather than sending the browser back to the cart. `cart/add-remove` toggles, hence the look first.
 */
async function fillCart(api: Api, token: string): Promise<void> {
  const cart = await api.get<{ items: Listed[] }>('cart/list', token);
  for (const extra of cart.items.slice(1)) await api.post('cart/add-remove', { courseId: extra.id }, token);
  if (cart.items.length > 0) return;
  const list = await api.get<{ items: Listed[] }>('course/list', token);
  // A free course cannot go into a cart (it is enrolled in from its page).
  const course = list.items.find((item) => !item.isPurchased && item.price > 0);
  if (!course) throw new Error('The demo learner owns every listed course: nothing to check out');
  const added = await api.post<{ inCart: boolean }>('cart/add-remove', { courseId: course.id }, token);
  if (!added.inCart) throw new Error(`${course.slug} did not go into the cart`);
}

/**
 * `/`, `/courses`, the first published course, the demo learner's certificate (public, no cookie), an
 * instructor's public page (made through the API),
 * the demo learner's player, and their checkout with one course in the cart.
 */
export async function pagesToAudit(base: string): Promise<Page[]> {
  const api = apiOf(base);
  const list = await api.get<{ items: Listed[] }>('course/list');
  const course = list.items[0];
  if (!course) throw new Error('The demo seed published no course');
  const { token } = await api.post<{ token: string }>('user/signin', {
    email: 'learner@example.com',
    password: 'coursewise-learner',
  });
  const learning = await api.get<{ items: { course: { slug: string } }[] }>('learning/courses', token);
  const owned = learning.items[0];
  if (!owned) throw new Error('The demo learner owns no course');
  // The demo seed finishes one course for the learner, which issues a real certificate.
  const certificates = await api.get<{ items: { id: string }[] }>('certification/details', token);
  const certificate = certificates.items[0];
  if (!certificate) throw new Error('The demo learner has no certificate');
  await fillCart(api, token);
  return [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/courses' },
    { name: 'course', path: `/courses/${course.slug}` },
    { name: 'verify', path: `/certificates/${certificate.id}` },
    { name: 'instructor', path: await instructorPagePath(base) },
    { name: 'player', path: `/learn/${owned.course.slug}`, token },
    { name: 'checkout', path: '/checkout', token },
  ];
}
