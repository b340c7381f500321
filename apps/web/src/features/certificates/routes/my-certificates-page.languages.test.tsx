import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCertificate, certificatePage } from '../../../test/certificate-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { englishLeft } from '../../assessments/test-support/english-left';
import { MyCertificatesPage } from './my-certificates-page';

describe('My certificates in other languages', () => {
  it('lists the certificates in German: the count as a plural, dates and scores in German', async () => {
    const revoked = aCertificate({
      id: 'cert-2',
      number: 'CW-2026-000099',
      courseTitle: 'UI Design',
      courseSlug: 'ui-design',
      score: 72.5,
      issuedAt: '2026-01-09T09:00:00.000Z',
      revoked: true,
    });
    stubFetch(() => ({ body: certificatePage([aCertificate(), revoked]) }));
    renderWithProviders(<MyCertificatesPage />, {
      route: '/certificates',
      signedInAs: aUser(),
      locale: 'de',
    });

    const list = await screen.findByRole('list', { name: 'Ihre Zertifikate' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Zertifikate' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 Zertifikate');
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two certificates expected');
    expect(first).toHaveTextContent('Zertifikat CW-2026-000123');
    expect(first).toHaveTextContent('Ausgestellt am 14. März 2026 · Ergebnis: 85 %');
    expect(within(first).getByRole('link', { name: 'Zertifikat ansehen' })).toHaveAttribute(
      'href',
      '/certificates/cert-0193f1c2',
    );
    expect(within(first).getByRole('link', { name: 'PDF herunterladen' })).toBeVisible();
    expect(second).toHaveTextContent('Ausgestellt am 9. Januar 2026 · Ergebnis: 73 %');
    expect(within(second).getByText('Widerrufen')).toBeVisible();
    expect(document.title).toBe('Meine Zertifikate · Coursewise');
    expect(englishLeft('de')).toEqual([]);
  });

  it('leads a French learner without certificates to their courses', async () => {
    stubFetch(() => ({ body: certificatePage([]) }));
    renderWithProviders(<MyCertificatesPage />, {
      route: '/certificates',
      signedInAs: aUser(),
      locale: 'fr',
    });

    expect(await screen.findByRole('heading', { name: 'Aucun certificat pour l’instant' })).toBeVisible();
    expect(screen.getByText(/^Terminez un cours et réussissez son évaluation finale/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller à Mes formations' })).toHaveAttribute(
      'href',
      '/my-learning',
    );
    expect(englishLeft('fr')).toEqual([]);
  });
});
