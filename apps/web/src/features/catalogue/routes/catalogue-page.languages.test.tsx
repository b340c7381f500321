import { catalogueRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PRICE_TYPING_DELAY_MS } from '../components/price-range-filter';
import { CataloguePage } from './catalogue-page';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewport = (width: number) =>
  (window as Window & HappyDomWindow).happyDOM?.setViewport({ width, height: 844 });

const TOTAL = 1234;
const PAGE = Array.from({ length: 12 }, (_, index) =>
  aCourseSummary({
    id: `c${index}`,
    slug: `c${index}`,
    title: `Course ${index + 1}`,
    isPurchased: undefined,
  }),
);

/** The API: one category, and a first page of 12 out of 1,234 courses. */
function stubCatalogue() {
  return stubFetch(({ url }) => {
    if (url.startsWith(apiUrl(catalogueRoutes.listCategories)))
      return {
        body: {
          data: [{ id: 'cat-1', slug: 'development', name: 'Development', courseCount: 12, imageUrl: null }],
        },
      };
    return { body: { data: { items: PAGE, page: 1, limit: 12, total: TOTAL } } };
  });
}

describe('the catalogue page in other languages', () => {
  it('shows its heading, search, filters, order, count and page links in German', async () => {
    stubCatalogue();
    renderWithProviders(<CataloguePage />, { route: '/courses?minPrice=1250', locale: 'de' });

    expect(await screen.findByRole('heading', { level: 3, name: 'Course 1' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Alle Kurse' })).toBeVisible();
    // The ICU plural with the locale's digits, and where the page stands among the results.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^1\.234 Kurse$/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^1\.234 Kurse, Seite 1 von 103$/);
    expect(screen.getByRole('textbox', { name: 'Kurse durchsuchen' })).toHaveAttribute(
      'placeholder',
      'z. B. JavaScript, SQL, Design',
    );
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeVisible();

    const sort = screen.getByRole('combobox', { name: 'Sortieren nach' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Beliebteste', 'Beste Bewertung', 'Neueste', 'Preis: aufsteigend', 'Preis: absteigend']);
    const level = screen.getAllByRole('combobox', { name: 'Niveau' })[0];
    if (!level) throw new Error('the level filter is shown');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Beliebiges Niveau', 'Einsteiger', 'Mittelstufe', 'Fortgeschritten', 'Alle Niveaus']);
    const language = screen.getAllByRole('combobox', { name: 'Sprache' })[0];
    if (!language) throw new Error('the language filter is shown');
    expect(within(language).getByRole('option', { name: 'Französisch' })).toBeInTheDocument();
    const cost = screen.getAllByRole('combobox', { name: 'Kosten' })[0];
    if (!cost) throw new Error('the cost filter is shown');
    expect(cost).toHaveDisplayValue('Preisspanne (unten)');
    expect(screen.getAllByText('Preis (USD)')[0]).toBeVisible();
    // An amount from the URL with the German decimal mark.
    expect(screen.getAllByRole('textbox', { name: 'Mindestpreis' })[0]).toHaveValue('12,5');
    expect(screen.getAllByRole('textbox', { name: 'Höchstpreis' })[0]).toHaveAttribute(
      'placeholder',
      'Beliebig',
    );

    const pages = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(pages).getByRole('button', { name: 'Seite 2' })).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Nächste Seite' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Alle Kurse/));
  });

  it('opens the phone’s filter drawer in German at 390 px, with the count on its button', async () => {
    setViewport(390);
    onTestFinished(() => setViewport(1024));
    stubCatalogue();
    const { user } = renderWithProviders(<CataloguePage />, {
      route: '/courses?level=beginner&language=fr',
      locale: 'de',
    });
    await screen.findByRole('heading', { level: 3, name: 'Course 1' });

    await user.click(screen.getByRole('button', { name: 'Filter (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByRole('button', { name: 'Filter schließen' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: '1.234 Kurse anzeigen' })).toBeVisible();
    expect(within(drawer).getByRole('combobox', { name: 'Niveau' })).toHaveDisplayValue('Einsteiger');
  });

  it('names a category’s courses, and explains a price it cannot use, in Spanish', async () => {
    stubCatalogue();
    const { user } = renderWithProviders(<CataloguePage />, {
      route: '/courses?category=development&search=sql',
      locale: 'es',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos de Development' })).toBeVisible();
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Relevancia',
      'Más populares',
      'Mejor valorados',
      'Más recientes',
      'Precio: de menor a mayor',
      'Precio: de mayor a menor',
    ]);
    expect(screen.getAllByRole('combobox', { name: 'Gratis o de pago' })[0]).toHaveDisplayValue(
      'Gratis y de pago',
    );

    const min = screen.getAllByRole('textbox', { name: 'Precio mín.' })[0];
    if (!min) throw new Error('the minimum price is shown');
    await user.type(min, '-5');
    await waitFor(() => expect(min).toHaveAccessibleDescription('Introduce un precio de 0 o más'), {
      timeout: PRICE_TYPING_DELAY_MS + 1500,
    });
    await user.clear(min);
    await user.type(min, '2000000{Enter}');
    expect(min).toHaveAccessibleDescription(/^Introduce un precio de 1\.000\.000,00\s\$ como máximo$/);
  });
});
