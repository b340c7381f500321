import { setupI18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { activateLocale } from '../../i18n/load-catalogue';
import { createStore } from '../../store';
import { aThread, onePage } from '../../test/discussion-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { CourseDiscussions } from './course-discussions';

describe('a course’s discussions on a page that did not load their words', () => {
  it('fetches the learning catalogue first (the console’s Questions page), then speaks German, not ids', async () => {
    stubFetch(() => ({ body: { data: onePage([aThread()]) } }));
    // Like the console: core and its own catalogues, not the player's.
    const i18n = setupI18n();
    await activateLocale(i18n, 'de');
    expect(i18n.messages['learning.discussions.search']).toBeUndefined();

    render(
      <Providers store={createStore()} queryClient={createQueryClient()} i18n={i18n}>
        <MemoryRouter>
          <CourseDiscussions courseId="course-1" defaultFilter="unanswered" />
        </MemoryRouter>
      </Providers>,
    );

    expect(await screen.findByRole('searchbox', { name: 'Fragen durchsuchen' })).toBeVisible();
    expect(await screen.findByText('1 Antwort · 2 Stimmen')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/learning\./);
  });
});
