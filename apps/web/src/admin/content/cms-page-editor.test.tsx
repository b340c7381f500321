import type { AdminCmsPage } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CmsPageEditor } from './cms-page-editor';

const about: AdminCmsPage = {
  id: 'cms1',
  slug: 'about',
  title: 'About us',
  summary: null,
  locale: 'en',
  isTranslated: true,
  translations: [],
  blocks: [
    {
      key: 'mission',
      title: 'Our mission',
      body: '<p>Teach well.</p>',
      imageUrl: null,
      ctaLabel: null,
      ctaUrl: null,
    },
    {
      key: 'team',
      title: 'The team',
      body: null,
      imageUrl: '/uploads/about/team.webp',
      ctaLabel: 'Join us',
      ctaUrl: '/contact',
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function openEditor() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/pages/:slug" element={<CmsPageEditor />} />
    </Routes>,
    { route: '/admin/pages/about', signedInAs: aUser({ role: 'admin' }) },
  );
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the CMS page editor', { timeout: 20_000 }, () => {
  it('reorders and removes blocks and sends the whole page, empty fields as null', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT' ? { body: { data: about } } : { body: { data: about } },
    );
    const { user } = openEditor();

    expect(await screen.findByRole('heading', { name: 'Page: About us' })).toBeVisible();
    expect(sent[0]?.url).toBe(apiUrl(adminContentRoutes.adminGetCmsPage, { page: 'about' }));
    await user.click(screen.getByRole('button', { name: 'Move Block 2 (team) up' }));
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('button', { name: 'Remove Block 3 (block-3)' }));
    const team = screen.getByRole('group', { name: 'Block 1 (team)' });
    await user.clear(within(team).getByRole('textbox', { name: 'Button label' }));
    await user.click(screen.getByRole('button', { name: 'Save page' }));

    expect(await screen.findByText('Page saved')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: apiUrl(adminContentRoutes.adminSaveCmsPage, { page: 'about' }),
      body: {
        title: 'About us',
        summary: null,
        blocks: [
          {
            key: 'team',
            title: 'The team',
            body: null,
            imageUrl: '/uploads/about/team.webp',
            ctaLabel: null,
            ctaUrl: '/contact',
          },
          {
            key: 'mission',
            title: 'Our mission',
            body: '<p>Teach well.</p>',
            imageUrl: null,
            ctaLabel: null,
            ctaUrl: null,
          },
        ],
      },
    });
  });

  it('refuses a link that is neither a site path nor a web address', async () => {
    const sent = stubFetch(() => ({ body: { data: about } }));
    const { user } = openEditor();
    const mission = await screen.findByRole('group', { name: 'Block 1 (mission)' });
    await user.type(within(mission).getByRole('textbox', { name: 'Button link' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(
      await within(mission).findByText('Use a path on this site (/courses) or an http(s) address'),
    ).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });
});
