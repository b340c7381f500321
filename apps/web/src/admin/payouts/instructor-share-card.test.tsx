import { adminPayoutRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { InstructorShareCard } from './instructor-share-card';

const admin = aUser({ role: 'admin' });

describe('an instructor’s own share on their user page', { timeout: 20_000 }, () => {
  it('shows the setting it follows, refuses a share over 100 and saves one', async () => {
    let stored: number | null = null;
    const sent = stubFetch((request) => {
      if (request.method === 'PUT')
        stored = (request.body as { instructorShare: number | null }).instructorShare;
      return { body: { data: { instructorShare: stored, defaultShare: 70 } } };
    });
    const { user } = renderWithProviders(<InstructorShareCard userId="i1" />, { signedInAs: admin });
    expect(await screen.findByText(/paid the setting's share \(70 %\)/)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Own share (%)' });
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Save share' }));
    expect(screen.getByText('Enter a whole number from 0 to 100')).toBeVisible();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '80');
    await user.click(screen.getByRole('button', { name: 'Save share' }));
    expect(await screen.findByText('Instructor share saved')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: apiUrl(adminPayoutRoutes.adminSetInstructorShare, { id: 'i1' }),
      body: { instructorShare: 80 },
    });
    expect(await screen.findByText(/their own share, 80 %/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use the setting' }));
    expect(await screen.findByText(/paid the setting's share/)).toBeVisible();
    expect(sent.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      instructorShare: null,
    });
  });
});
