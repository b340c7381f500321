import { certificateRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { aCertificate, certificatePage } from '../../../test/certificate-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MyCertificatesPage } from './my-certificates-page';

describe('My certificates', () => {
  it('lists each certificate with course, number, date, score, revoked badge, page and PDF links', async () => {
    const revoked = aCertificate({
      id: 'cert-2',
      number: 'CW-2026-000099',
      courseTitle: 'UI Design',
      courseSlug: 'ui-design',
      score: 72.5,
      issuedAt: '2026-01-09T09:00:00.000Z',
      revoked: true,
    });
    const sent = stubFetch(() => ({ body: certificatePage([aCertificate(), revoked]) }));
    renderWithProviders(<MyCertificatesPage />, { route: '/certificates', signedInAs: aUser() });

    const list = await screen.findByRole('list', { name: 'Your certificates' });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: apiUrl(certificateRoutes.listCertificates, {}, { page: 1, limit: 12 }),
        body: undefined,
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 certificates');
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two certificates expected');

    expect(within(first).getByRole('heading', { level: 2, name: 'Modern JavaScript' })).toBeVisible();
    expect(first).toHaveTextContent('Certificate CW-2026-000123');
    expect(first).toHaveTextContent('Issued on 14 March 2026 · Score 85%');
    expect(within(first).queryByText('Revoked')).toBeNull();
    const view = within(first).getByRole('link', { name: 'View certificate' });
    expect(view).toHaveAttribute('href', '/certificates/cert-0193f1c2');
    expect(view).toHaveAccessibleDescription('Modern JavaScript');
    expect(within(first).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      aCertificate().pdfUrl,
    );

    expect(second).toHaveTextContent('Certificate CW-2026-000099');
    expect(second).toHaveTextContent('Issued on 9 January 2026 · Score 73%');
    expect(within(second).getByText('Revoked')).toBeVisible();
    expect(within(second).getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/certificates/cert-2',
    );
    // A revoked certificate's PDF is gone (410), so no link to it.
    expect(within(second).queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('leads a learner without certificates to My learning', async () => {
    stubFetch(() => ({ body: certificatePage([]) }));
    renderWithProviders(<MyCertificatesPage />, { route: '/certificates', signedInAs: aUser() });

    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My learning' })).toHaveAttribute('href', '/my-learning');
  });

  it('pages through many certificates with the page in the address', async () => {
    const sent = stubFetch(() => ({ body: certificatePage([aCertificate()], { page: 2, total: 13 }) }));
    const { user, currentPath } = renderWithProviders(<MyCertificatesPage />, {
      route: '/certificates?page=2',
      signedInAs: aUser(),
    });

    await screen.findByRole('list', { name: 'Your certificates' });
    expect(sent[0]?.url).toBe(apiUrl(certificateRoutes.listCertificates, {}, { page: 2, limit: 12 }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(currentPath()).toBe('/certificates');
    expect(sent.at(-1)?.url).toBe(apiUrl(certificateRoutes.listCertificates, {}, { page: 1, limit: 12 }));
  });

  it('shows a loading state, then the server’s message and a way to try again', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { message: 'The service is busy', code: 'UNAVAILABLE' } }
        : { body: certificatePage([aCertificate()]) };
    });
    const { user } = renderWithProviders(<MyCertificatesPage />, {
      route: '/certificates',
      signedInAs: aUser(),
    });

    expect(screen.getByRole('status', { name: 'Loading your certificates…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your certificates could not load');
    expect(alert).toHaveTextContent('The service is busy');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your certificates' })).toBeVisible();
  });
});
