import { adminApi, adminToken } from './admin.js';
import { createLearner, type Learner } from './learner.js';

/** An instructor made for one journey, with a saved public profile and one published course. */
export interface PublicInstructor extends Learner {
  slug: string;
  course: { id: string; slug: string; title: string };
}

/** `method /api/{path}` with `token`; answers the envelope's `data`, throws on a 4xx/5xx. */
async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} /api/${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Through the API as people would: a learner signs up, the demo admin makes them an instructor, they
 * build a course in the studio (a demo course's stored cover) and save their public profile, and the
 * admin publishes the course.
 */
export async function createPublicInstructor(baseUrl: string, title: string): Promise<PublicInstructor> {
  const learner = await createLearner(baseUrl, 'instructor');
  const admin = await adminToken(baseUrl);
  const { id } = await api<{ id: string }>(baseUrl, learner.token, 'GET', 'user/profile');
  await adminApi(baseUrl, admin, 'PUT', `users/${id}`, { role: 'instructor' });
  const [category] = await api<{ id: string }[]>(baseUrl, learner.token, 'GET', 'category/list');
  const listed = await api<{ items: { imageUrl: string | null }[] }>(
    baseUrl,
    learner.token,
    'GET',
    'course/list',
  );
  const imageUrl = listed.items.find((course) => course.imageUrl)?.imageUrl;
  if (!category || !imageUrl) throw new Error('The demo catalogue has no category or cover');
  const course = await api<{ id: string }>(baseUrl, learner.token, 'POST', 'instructor/courses', {
    title,
    categoryId: category.id,
  });
  await api(baseUrl, learner.token, 'PUT', `instructor/courses/${course.id}`, {
    subtitle: 'Bread from scratch',
    price: 2500,
    imageUrl,
    instructor: { name: learner.name, bio: 'Baker and teacher.' },
  });
  const module = await api<{ id: string }>(
    baseUrl,
    learner.token,
    'POST',
    `instructor/courses/${course.id}/modules`,
    {
      title: 'Basics',
    },
  );
  await api(baseUrl, learner.token, 'POST', `instructor/modules/${module.id}/chapters`, {
    title: 'Starter',
    type: 'text',
    content: '<p>Flour and water.</p>',
    isPreview: true,
  });
  const slug = `${learner.email.split('@')[0]?.replace(/[^a-z0-9]+/g, '-')}`;
  await api(baseUrl, learner.token, 'PUT', 'instructor/profile', {
    slug,
    headline: 'Baker and teacher',
    bio: 'I have baked bread for twenty years.',
    links: ['https://example.com/baker'],
  });
  const published = await adminApi<{ slug: string }>(baseUrl, admin, 'PUT', `courses/${course.id}`, {
    published: true,
  });
  return { ...learner, slug, course: { id: course.id, slug: published.slug, title } };
}
