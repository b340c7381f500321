/**
 * The instructor page the Lighthouse bench audits: the demo seed has no instructor, so one is made
 * through the API as people would (sign-up with the mailed code, the admin's role change, a studio
 * course with a demo cover, a saved profile, the admin's publish). Answers the page's path.
 */

type Send = <T>(method: string, p: string, body?: unknown, token?: string) => Promise<T>;

function sender(base: string): Send {
  return async <T>(method: string, p: string, body?: unknown, token?: string): Promise<T> => {
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
}

/** The sign-up code the dev outbox holds for `email` (mail goes out after the commit: asked until there). */
async function mailedCode(send: Send, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const outbox = await send<{ to: string; text: string }[]>('GET', 'dev/outbox');
    const code = /\b(\d{6})\b/.exec(outbox.find((mail) => mail.to === email)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No sign-up code for the bench instructor');
}

export async function instructorPagePath(base: string): Promise<string> {
  const send = sender(base);
  const email = `bench.instructor.${Date.now().toString(36)}@example.com`;
  const password = 'amber-lighthouse-ledger-58';
  await send('POST', 'user/signup', { email, password });
  const code = await mailedCode(send, email);
  const verified = await send<{ token: string }>('POST', 'user/verify-signup', { email, code });
  const { token } = await send<{ token: string }>(
    'POST',
    'user/signup',
    { firstName: 'Ada', lastName: 'Baker' },
    verified.token,
  );
  const admin = await send<{ token: string }>('POST', 'user/signin', {
    email: 'admin@example.com',
    password: 'coursewise-admin',
  });
  const { id } = await send<{ id: string }>('GET', 'user/profile', undefined, token);
  await send('PUT', `admin/users/${id}`, { role: 'instructor' }, admin.token);
  const [category] = await send<{ id: string }[]>('GET', 'category/list');
  const listed = await send<{ items: { imageUrl: string | null }[] }>('GET', 'course/list');
  const imageUrl = listed.items.find((course) => course.imageUrl)?.imageUrl;
  if (!category || !imageUrl) throw new Error('The demo seed has no category or cover');
  const course = await send<{ id: string }>(
    'POST',
    'instructor/courses',
    { title: 'Bread from scratch', categoryId: category.id },
    token,
  );
  await send('PUT', `instructor/courses/${course.id}`, { price: 2500, imageUrl, subtitle: 'Loaves' }, token);
  const module = await send<{ id: string }>(
    'POST',
    `instructor/courses/${course.id}/modules`,
    { title: 'Basics' },
    token,
  );
  await send(
    'POST',
    `instructor/modules/${module.id}/chapters`,
    { title: 'Starter', type: 'text', content: '<p>Flour and water.</p>' },
    token,
  );
  await send('PUT', `admin/courses/${course.id}`, { published: true }, admin.token);
  const slug = `ada-baker-${Date.now().toString(36)}`;
  await send(
    'PUT',
    'instructor/profile',
    {
      slug,
      headline: 'Baker and teacher',
      bio: 'Twenty years of bread.',
      links: ['https://example.com/ada'],
    },
    token,
  );
  return `/instructors/${slug}`;
}
