import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AuditPage } from './audit-page';

describe('the audit log in German', { timeout: 20_000 }, () => {
  it('names its columns, filter and empty state in German', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    renderWithProviders(
      <Routes>
        <Route path="/admin/audit" element={<AuditPage />} />
      </Routes>,
      { route: '/admin/audit', signedInAs: aUser({ role: 'admin' }), locale: 'de' },
    );
    expect(await screen.findByRole('heading', { name: 'Noch nichts erfasst' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Audit-Protokoll' })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Objekt' });
    expect(within(filter).getByRole('option', { name: 'Alles' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zusammenfassungen durchsuchen' })).toBeVisible();
  });
});
