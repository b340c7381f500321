import type { OwnInstructorProfile } from '@coursewise/contract';
import { instructorProfileRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { InstructorProfileSection } from './instructor-profile-section';

const SUGGESTED: OwnInstructorProfile = {
  slug: 'ada-baker',
  headline: '',
  bio: '',
  links: [],
  isPublic: false,
};
const saveUrl = apiUrl(instructorProfileRoutes.saveOwnInstructorProfile);

function fields() {
  return {
    slug: screen.getByRole('textbox', { name: /Profile address/ }),
    headline: screen.getByRole('textbox', { name: /Headline/ }),
    bio: screen.getByRole('textbox', { name: /Biography/ }),
    links: screen.getByRole('textbox', { name: /Links/ }),
    save: screen.getByRole('button', { name: 'Save public profile' }),
  };
}

describe('your public profile (instructors)', () => {
  it('starts from the suggested address, refuses bad values under their fields and sends nothing', async () => {
    const sent = stubFetch(() => ({ body: { data: SUGGESTED } }));
    const { user } = renderWithProviders(<InstructorProfileSection />);
    expect(await screen.findByText(/not public yet/)).toBeVisible();
    const { slug, links, save } = fields();
    expect(slug).toHaveValue('ada-baker');

    await user.clear(slug);
    await user.type(slug, 'Ada Baker!');
    await user.click(save);
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('lower-case letters and digits'));

    await user.clear(slug);
    await user.type(slug, 'ada');
    await user.type(links, 'http://example.com');
    await user.click(save);
    expect(links).toHaveAccessibleDescription(expect.stringContaining('is not an https address'));
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('saves the profile, says so, and links to the public page; a taken address is said under its field', async () => {
    const sent = stubFetch(({ method, body }) => {
      if (method !== 'PUT') return { body: { data: SUGGESTED } };
      const saved = body as OwnInstructorProfile;
      if (saved.slug === 'taken')
        return {
          status: 409,
          body: { message: 'Another instructor already has this address', code: 'CONFLICT' },
        };
      return { body: { data: { ...saved, isPublic: true }, message: 'Profile saved.' } };
    });
    const { user } = renderWithProviders(<InstructorProfileSection />);
    await screen.findByText(/not public yet/);
    const { slug, headline, bio, links, save } = fields();

    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(save);
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining('already has this')),
    );

    await user.clear(slug);
    await user.type(slug, 'ada-bakes');
    await user.type(headline, 'Baker');
    await user.type(bio, 'I bake.');
    await user.type(links, 'https://example.com/ada{Enter}{Enter}https://www.youtube.com/@ada');
    await user.click(save);

    expect(await screen.findByText('Your public profile has been saved')).toBeVisible();
    expect(sent.filter((r) => r.method === 'PUT').at(-1)).toEqual({
      method: 'PUT',
      url: saveUrl,
      body: {
        slug: 'ada-bakes',
        headline: 'Baker',
        bio: 'I bake.',
        links: ['https://example.com/ada', 'https://www.youtube.com/@ada'],
      },
    });
    expect(await screen.findByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      '/instructors/ada-bakes',
    );
  });
});
