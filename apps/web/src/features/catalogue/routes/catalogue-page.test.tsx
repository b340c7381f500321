import { catalogueRoutes } from '@coursewise/contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PRICE_TYPING_DELAY_MS } from '../components/price-range-filter';
import { CataloguePage } from './catalogue-page';

const COURSES = Array.from({ length: 24 }, (_, index) =>
  aCourseSummary({
    id: `course-${index + 1}`,
    slug: `course-${index + 1}`,
    title: `Course ${index + 1}`,
    isPurchased: undefined,
  }),
);

/** The API: categories, and `course/list` paged from `courses` (12 a page), past the end as empty. */
function stubCatalogue(courses = COURSES): SentRequest[] {
  return stubFetch(({ url }) => {
    if (url.startsWith(apiUrl(catalogueRoutes.listCategories))) return { body: { data: [] } };
    const query = new URL(url, 'http://localhost').searchParams;
    const page = Number(query.get('page') ?? '1');
    const limit = Number(query.get('limit') ?? '12');
    const items = courses.slice((page - 1) * limit, page * limit);
    return { body: { data: { items, page, limit, total: courses.length } } };
  });
}

const listRequests = (sent: SentRequest[]) =>
  sent.map((request) => request.url).filter((url) => url.startsWith(apiUrl(catalogueRoutes.listCourses)));

/** Shows how the router got to the current entry (PUSH, REPLACE or POP). */
function NavigationType() {
  return <output aria-label="Navigation type">{useNavigationType()}</output>;
}

function renderCatalogue(route: string) {
  return renderWithProviders(
    <>
      <CataloguePage />
      <NavigationType />
    </>,
    { route },
  );
}

const resultsHeading = () => screen.getByRole('heading', { level: 2, name: /^(\d+ courses?|Results)/ });
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the catalogue past its last page', () => {
  it('leads a page past the end back to the last page, in place of the history entry', async () => {
    const sent = stubCatalogue();
    const view = renderCatalogue('/courses?page=99');

    expect(await screen.findByRole('heading', { level: 3, name: 'Course 24' })).toBeVisible();
    expect(view.currentPath()).toBe('/courses?page=2');
    expect(screen.getByLabelText('Navigation type')).toHaveTextContent('REPLACE');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^24 courses$/);
    expect(cardTitles()).toHaveLength(12);
    expect(screen.queryByText('This page is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(listRequests(sent)).toEqual([
      apiUrl(catalogueRoutes.listCourses, {}, { sort: 'popular', page: 99, limit: 12 }),
      apiUrl(catalogueRoutes.listCourses, {}, { sort: 'popular', page: 2, limit: 12 }),
    ]);
  });

  it('never shows a count above an empty page while it goes back', async () => {
    stubCatalogue();
    renderCatalogue('/courses?page=5');
    // Every state on the way: the count is shown only beside the cards it counts.
    await waitFor(() => {
      expect(screen.queryByText('24 courses')).not.toBeInTheDocument();
    });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const count = screen.queryByText('24 courses') !== null;
      seen.push(`${count}:${screen.queryAllByRole('article').length}`);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await screen.findByRole('heading', { level: 3, name: 'Course 13' });
    observer.disconnect();
    expect(seen.filter((state) => state.startsWith('true:') && state !== 'true:12')).toEqual([]);
  });

  it('offers "Clear filters" only when a filter or a search narrows the results', async () => {
    stubCatalogue([]);
    const filtered = renderCatalogue('/courses?search=qzx&level=advanced&page=3');
    expect(await screen.findByRole('heading', { name: 'No courses match your search' })).toBeVisible();
    expect(filtered.currentPath()).toBe('/courses?search=qzx&level=advanced');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^0 courses$/);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    filtered.unmount();

    stubCatalogue([]);
    const unfiltered = renderCatalogue('/courses?page=2');
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeVisible();
    expect(unfiltered.currentPath()).toBe('/courses');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('the price filter', () => {
  const minField = () => screen.getByRole('textbox', { name: 'Min price' });
  const maxField = () => screen.getByRole('textbox', { name: 'Max price' });
  const afterThePause = { timeout: PRICE_TYPING_DELAY_MS + 1500 };

  it('explains a price it cannot use and leaves the URL as it was', async () => {
    stubCatalogue();
    const { user, currentPath } = renderCatalogue('/courses?maxPrice=5000');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });

    for (const [typed, message] of [
      ['-5', 'Enter a price of 0 or more'],
      ['12.345', 'Use at most 2 decimals'],
      ['2000000', 'Enter a price of at most $1,000,000.00'],
      ['abc', 'Enter a number'],
    ] as const) {
      await user.clear(minField());
      await user.type(minField(), typed);
      // After a pause in typing, without leaving the field.
      await waitFor(() => expect(minField()).toHaveAccessibleDescription(message), afterThePause);
      expect(minField()).toHaveAttribute('aria-invalid', 'true');
      expect(minField()).toHaveValue(typed);
      expect(currentPath()).toBe('/courses?maxPrice=5000');
    }

    // Leaving the field keeps what was typed, and the reason.
    await user.tab();
    expect(minField()).toHaveValue('abc');
    expect(minField()).toHaveAccessibleDescription('Enter a number');
    expect(currentPath()).toBe('/courses?maxPrice=5000');
  });

  it('never puts a minimum above the maximum in the URL', async () => {
    stubCatalogue();
    const { user, currentPath } = renderCatalogue('/courses?minPrice=1000&maxPrice=5000');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    expect(minField()).toHaveValue('10');
    expect(maxField()).toHaveValue('50');

    await user.clear(maxField());
    await user.type(maxField(), '5{Enter}');
    expect(maxField()).toHaveAccessibleDescription('The minimum is above the maximum');
    expect(minField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('/courses?minPrice=1000&maxPrice=5000');
    // The fields are not swapped behind the visitor's back.
    expect(minField()).toHaveValue('10');
    expect(maxField()).toHaveValue('5');

    // Lowering the minimum makes the range usable: applied after the pause, the message gone.
    await user.clear(minField());
    await user.type(minField(), '2');
    await waitFor(() => expect(currentPath()).toBe('/courses?minPrice=200&maxPrice=500'), afterThePause);
    expect(maxField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(maxField()).not.toHaveAccessibleDescription();
  });

  it('applies on Enter, after a pause in typing and when the field is left', async () => {
    const sent = stubCatalogue();
    const { user, currentPath } = renderCatalogue('/courses');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });

    // Enter: at once, in US cents.
    await user.type(minField(), '12.5{Enter}');
    expect(currentPath()).toBe('/courses?minPrice=1250');

    // A pause: without Enter or leaving the field.
    await user.type(maxField(), '40');
    expect(currentPath()).toBe('/courses?minPrice=1250');
    await waitFor(() => expect(currentPath()).toBe('/courses?minPrice=1250&maxPrice=4000'), afterThePause);
    expect(maxField()).toHaveFocus();
    expect(maxField()).toHaveValue('40');

    // Leaving the field: at once.
    await user.clear(minField());
    await user.type(minField(), '7,99');
    await user.tab();
    expect(currentPath()).toBe('/courses?minPrice=799&maxPrice=4000');
    await waitFor(() =>
      expect(listRequests(sent)).toContain(
        apiUrl(
          catalogueRoutes.listCourses,
          {},
          { sort: 'popular', page: 1, limit: 12, minPrice: 799, maxPrice: 4000 },
        ),
      ),
    );
  });
});

describe('the "Free or paid" filter (issue 22)', () => {
  const costField = () => screen.getByRole('combobox', { name: 'Free or paid' });

  it('asks for free courses as a maximum price of 0, and paid ones as at least a cent', async () => {
    const sent = stubCatalogue();
    const { user, currentPath } = renderCatalogue('/courses');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    expect(costField()).toHaveValue('');

    await user.selectOptions(costField(), 'Free only');
    await waitFor(() => expect(currentPath()).toBe('/courses?maxPrice=0'));
    await waitFor(() => expect(listRequests(sent).at(-1)).toContain('maxPrice=0'));
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('0');

    await user.selectOptions(costField(), 'Paid only');
    await waitFor(() => expect(currentPath()).toBe('/courses?minPrice=1'));
    await user.selectOptions(costField(), 'Free and paid');
    await waitFor(() => expect(currentPath()).toBe('/courses'));
  });

  it('filters by language, in the URL and the course/list query, and clears it', async () => {
    const sent = stubCatalogue();
    const { user, currentPath } = renderCatalogue('/courses?page=2');
    await screen.findByRole('heading', { level: 3, name: 'Course 13' });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any language', 'English', 'Spanish', 'French', 'German']);

    await user.selectOptions(language, 'Spanish');
    await waitFor(() => expect(currentPath()).toBe('/courses?language=es'));
    await waitFor(() => expect(listRequests(sent).at(-1)).toContain('language=es'));
    await user.selectOptions(language, 'Any language');
    await waitFor(() => expect(currentPath()).toBe('/courses'));
    expect(listRequests(sent).at(-1)).not.toContain('language=');
  });

  it('reads the language from a link, and ignores one the API would refuse', async () => {
    stubCatalogue();
    const linked = renderCatalogue('/courses?language=de');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    linked.unmount();
    stubCatalogue();
    renderCatalogue('/courses?language=Deutsch');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it('shows a price range typed or linked as such, not as "Free and paid"', async () => {
    stubCatalogue();
    renderCatalogue('/courses?minPrice=1000&maxPrice=5000');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    expect(costField()).toHaveDisplayValue('The price range below');
  });
});

describe('focus after a page change', () => {
  it('moves to the new results heading after the page links, not on the first load', async () => {
    stubCatalogue();
    const { user, currentPath } = renderCatalogue('/courses');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    expect(resultsHeading()).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { level: 3, name: 'Course 13' });
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
    expect(currentPath()).toBe('/courses?page=2');
    expect(resultsHeading()).toHaveAccessibleName(/^24 courses ?, page 2 of 2$/);

    // Back to a page already loaded: focus follows too.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
    expect(resultsHeading()).toHaveAccessibleName(/^24 courses ?, page 1 of 2$/);
  });

  it('stays put when another filter changes the results', async () => {
    stubCatalogue();
    const { user } = renderCatalogue('/courses?page=2');
    await screen.findByRole('heading', { level: 3, name: 'Course 13' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'beginner');
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 50)));
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveFocus();
  });
});
