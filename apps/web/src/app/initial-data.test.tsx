import type { Settings } from '@coursewise/contract';
import { INITIAL_DATA_ELEMENT_ID } from '@coursewise/contract/first-paint';
import { categoryKeys, cmsKeys, courseKeys, learningKeys } from '@coursewise/contract/query-keys';
import { settingsRoutes } from '@coursewise/contract/routes';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCourses } from '../api/get-courses';
import { setToken } from '../lib/session';
import { createStore } from '../store';
import { apiUrl, isCallOf } from '../test/api-url';
import { stubFetch } from '../test/fetch-stub';
import { aUser } from '../test/fixtures';
import { createTestI18n } from '../test/i18n';
import { aCourseSummary } from '../test/learning-fixtures';
import { hydrateInitialData } from './initial-data';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { bootstrapSession } from './session-bootstrap';

const settings: Settings = {
  siteName: 'Coursewise from the page',
  logoUrl: null,
  contactEmail: 'hello@example.com',
  social: {},
  currency: { default: 'USD', symbols: { USD: '$', GBP: '£', EUR: '€' }, rates: { GBP: 0.8, EUR: 0.9 } },
  payment: { provider: 'sandbox' },
  auth: { googleClientId: null },
  refundWindowDays: 30,
  locales: ['en', 'es', 'fr', 'de'],
};

const popular = { sort: 'popular', limit: 8 } as const;
const page = { items: [aCourseSummary({ title: 'From the page' })], page: 1, limit: 8, total: 1 };
const categories = [{ id: 'c1', slug: 'design', name: 'Design', courseCount: 3 }];

/** Puts the server's data script into the document, as the page's HTML carries it. */
function pageWith(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

const serverData = () =>
  JSON.stringify({
    queries: [
      { key: ['cms', 'home'], data: { id: 'p1', slug: 'home', blocks: [] } },
      { key: courseKeys.list(popular), data: page },
      { key: categoryKeys.all, data: categories },
      { key: courseKeys.details('intro'), data: { id: 'x', slug: 'intro' } },
    ],
    settings,
  });

function start() {
  const queryClient = createQueryClient();
  const store = createStore();
  hydrateInitialData(queryClient, store);
  return { queryClient, store };
}

afterEach(() => document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove());

describe('the initial data the server writes into the page', () => {
  it('seeds every query under its key, as fetched now, and the settings into the store', () => {
    pageWith(serverData());
    const before = Date.now();
    const { queryClient, store } = start();

    expect(queryClient.getQueryData(courseKeys.list(popular))).toEqual(page);
    expect(queryClient.getQueryData(categoryKeys.all)).toEqual(categories);
    expect(queryClient.getQueryData(cmsKeys.page('home'))).toMatchObject({ slug: 'home' });
    expect(queryClient.getQueryData(courseKeys.details('intro'))).toMatchObject({ slug: 'intro' });
    // The same key however its query object is written: TanStack Query hashes keys with sorted fields.
    expect(queryClient.getQueryData(courseKeys.list({ limit: 8, sort: 'popular' }))).toEqual(page);
    expect(queryClient.getQueryState(courseKeys.list(popular))?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(store.getState().user.settingsData).toEqual(settings);
    // Read once: the element is gone.
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
  });

  it('renders the seeded list at once, without asking the API', async () => {
    pageWith(serverData());
    const sent = stubFetch(() => ({ status: 500 }));
    const { queryClient, store } = start();
    function Titles() {
      const courses = useCourses(popular);
      return <p>{courses.data?.items.map((course) => course.title).join(', ') ?? 'Loading'}</p>;
    }
    render(
      <Providers store={store} queryClient={queryClient} i18n={createTestI18n()}>
        <Titles />
      </Providers>,
    );
    expect(screen.getByText('From the page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('leaves the viewer-scoped course data to be fetched when a token cookie exists', () => {
    setToken('a-token');
    pageWith(serverData());
    const { queryClient, store } = start();

    expect(queryClient.getQueryData(courseKeys.list(popular))).toBeUndefined();
    expect(queryClient.getQueryData(courseKeys.details('intro'))).toBeUndefined();
    expect(queryClient.getQueryData(categoryKeys.all)).toEqual(categories);
    expect(queryClient.getQueryData(cmsKeys.page('home'))).toBeDefined();
    expect(store.getState().user.settingsData).toEqual(settings);
  });

  const learnerData = () =>
    JSON.stringify({
      queries: [
        { key: courseKeys.details('intro'), data: { id: 'c1', slug: 'intro', isPurchased: true } },
        { key: learningKeys.course('c1'), data: { nextChapterId: 'ch2' } },
        { key: learningKeys.chapter('ch2'), data: { id: 'ch2' } },
      ],
      settings,
      viewer: aUser({ email: 'owner@example.com' }),
    });

  it('signs in the learner a page was answered for, with their own data, and spares the profile request', async () => {
    setToken('a-token');
    pageWith(learnerData());
    const sent = stubFetch(() => ({ body: { data: settings } }));
    const { queryClient, store } = start();
    bootstrapSession(store);
    await Promise.resolve();

    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      isLoading: false,
      userData: { email: 'owner@example.com' },
    });
    expect(queryClient.getQueryData(courseKeys.details('intro'))).toMatchObject({ isPurchased: true });
    expect(queryClient.getQueryData(learningKeys.course('c1'))).toEqual({ nextChapterId: 'ch2' });
    expect(queryClient.getQueryData(learningKeys.chapter('ch2'))).toEqual({ id: 'ch2' });
    expect(sent.map((request) => request.url)).toEqual([]);
  });

  it('drops a learner’s page data when the token cookie has gone meanwhile', () => {
    pageWith(learnerData());
    const { queryClient, store } = start();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(store.getState().user.isLoggedIn).toBe(false);
    expect(store.getState().user.settingsData).toEqual(settings);
  });

  it.each([
    ['absent', null],
    ['not JSON', '{"queries": [ broken'],
    ['another shape', '{"queries": {"key": ["categories"]}}'],
    ['an array', '[["categories"], []]'],
  ])('is ignored when %s', (_label, text) => {
    if (text !== null) pageWith(text);
    const { queryClient, store } = start();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(store.getState().user.settingsData).toBeNull();
  });

  it('skips entries without a key or data and keeps the rest', () => {
    pageWith(
      JSON.stringify({
        queries: [
          { key: [], data: 1 },
          { key: ['categories'] },
          { data: 2 },
          { key: ['testimonials'], data: [] },
        ],
      }),
    );
    const { queryClient } = start();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['testimonials']]);
  });

  it('spares the start-up its settings request once the page brought them', async () => {
    pageWith(serverData());
    const sent = stubFetch(() => ({ body: { data: settings } }));
    const { store } = start();
    bootstrapSession(store);
    await Promise.resolve();
    expect(sent.filter((request) => isCallOf(request, settingsRoutes.getSettings))).toEqual([]);

    const fresh = createStore();
    bootstrapSession(fresh);
    await Promise.resolve();
    expect(sent.map((request) => request.url)).toEqual([apiUrl(settingsRoutes.getSettings)]);
  });
});
