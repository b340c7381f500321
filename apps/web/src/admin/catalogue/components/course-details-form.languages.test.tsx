import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anAdmin, anAdminCourse, paged } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseDetailsForm } from './course-details-form';

describe('the course details form in German', { timeout: 30_000 }, () => {
  it('labels every field in German and explains its own rules in German', async () => {
    const sent = stubFetch((request) =>
      request.url.startsWith(apiUrl(adminCatalogueRoutes.adminListCategories))
        ? paged([aCategory()])
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No stub' } },
    );
    const { user } = renderWithProviders(
      <CourseDetailsForm course={anAdminCourse({ finalPoolSize: 12 })} />,
      { signedInAs: anAdmin(), locale: 'de' },
    );

    expect(screen.getByRole('form', { name: 'Kursdetails' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Untertitel' })).toHaveValue('From the basics to async code');
    expect(screen.getByRole('button', { name: 'Lernziel 1 entfernen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voraussetzung hinzufügen' })).toBeVisible();
    expect(screen.getByDisplayValue('Einsteiger')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Englisch')).toBeInTheDocument();
    expect(screen.getByText('Gezogen aus einem Pool von 12')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lehrkraft' })).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Preis (USD)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Bestehensgrenze (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'Bestehensgrenze (%)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Details speichern' }));

    expect(screen.getByRole('textbox', { name: 'Preis (USD)' })).toHaveAccessibleDescription(
      'Geben Sie einen Preis ab 0 ein',
    );
    expect(screen.getByRole('textbox', { name: 'Bestehensgrenze (%)' })).toHaveAccessibleDescription(
      'Geben Sie einen ganzen Prozentwert von 1 bis 100 ein',
    );
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
