import type { CourseInsight } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CourseInsightPage } from './course-insight-page';

const zero = { USD: 0, GBP: 0, EUR: 0 };
const insight: CourseInsight = {
  course: { id: 'c1', slug: 'modern-javascript', title: 'Modern JavaScript' },
  from: '2026-03-01',
  to: '2026-04-30',
  period: 'month',
  totals: {
    enrolments: 9,
    revenue: [{ currency: 'EUR', amount: 123_456, sales: 6 }],
    completion: { enrolled: 9, completed: 2, rate: 22.22 },
    ratings: { count: 3, average: 3.67 },
  },
  series: {
    enrolments: [
      { start: '2026-03-01', count: 6 },
      { start: '2026-04-01', count: 3 },
    ],
    revenue: [
      { start: '2026-03-01', amounts: { ...zero, EUR: 100_000 } },
      { start: '2026-04-01', amounts: { ...zero, EUR: 23_456 } },
    ],
    ratings: [
      { start: '2026-03-01', count: 2, average: 4.5 },
      { start: '2026-04-01', count: 1, average: 2 },
    ],
  },
  dropOff: [
    { id: 'ch1', title: 'Welcome', reached: 5, completed: 5, stopped: 4 },
    { id: 'ch2', title: 'Setup', reached: 5, completed: 2, stopped: 3 },
  ],
  quizItems: [
    {
      id: 'q1',
      text: 'What does HTML stand for?',
      chapter: null,
      answers: 10,
      correctShare: 100,
      options: [
        { id: 'o1', text: 'HyperText Markup Language', isCorrect: true, chosen: 10, share: 100 },
        { id: 'o2', text: 'Home Tool Markup Language', isCorrect: false, chosen: 0, share: 0 },
      ],
      flag: 'easy',
    },
  ],
};

function open(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/insight" element={<CourseInsightPage courseId="c1" source="studio" />} />
    </Routes>,
    { route: '/insight?period=month', signedInAs: aUser({ role: 'instructor' }), locale },
  );
}

describe('the course insight in other languages', { timeout: 20_000 }, () => {
  it('speaks German: totals, drop-off, charts’ tables and quiz questions', async () => {
    stubFetch(() => ({ body: { data: insight } }));
    open('de');
    expect(await screen.findByRole('heading', { name: 'Statistik: Modern JavaScript' })).toBeVisible();
    expect(screen.getByText('01.03.2026 bis 30.04.2026 (UTC)')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Gruppieren nach' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Woche' })).toBeInTheDocument();
    expect(screen.getByText(/^1\.234,56\s€$/)).toBeVisible();
    expect(screen.getByText(/^22,2\s%$/)).toBeVisible();
    expect(screen.getByText('3,67')).toBeVisible();
    expect(screen.getByText('2 von 9 Lernenden haben alle Kapitel abgeschlossen')).toBeVisible();
    expect(screen.getByText('3 Bewertungen in diesem Zeitraum')).toBeVisible();

    const dropOff = screen.getByRole('table', { name: 'Abbrüche pro Kapitel' });
    expect(
      within(dropOff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['KapitelGeöffnetAbgeschlossenHier aufgehört', '1. Welcome554', '2. Setup523']);
    const revenue = screen.getByRole('table', { name: 'Umsatz' });
    expect(within(revenue).getByRole('rowheader', { name: '01.04.2026' })).toBeInTheDocument();
    expect(within(revenue).getByRole('cell', { name: /^234,56\s€$/ })).toBeInTheDocument();
    const ratings = screen.getByRole('table', { name: 'Bewertungen' });
    expect(within(ratings).getByRole('cell', { name: '4,50' })).toBeInTheDocument();

    const quiz = screen.getByRole('table', { name: 'Quizfragen' });
    expect(within(quiz).getByText('Alle beantworten sie richtig')).toBeVisible();
    expect(within(quiz).getByText('Abschlussprüfung')).toBeVisible();
    expect(within(quiz).getByText(/^HyperText Markup Language \(richtig\): 100,0\s%$/)).toBeVisible();
  });

  it('says in French when nothing happened in the range', async () => {
    const quiet: CourseInsight = {
      ...insight,
      totals: {
        ...insight.totals,
        enrolments: 0,
        revenue: [],
        completion: { enrolled: 0, completed: 0, rate: null },
        ratings: { count: 1, average: null },
      },
      series: {
        enrolments: insight.series.enrolments.map((row) => ({ ...row, count: 0 })),
        revenue: insight.series.revenue.map((row) => ({ ...row, amounts: zero })),
        ratings: insight.series.ratings.map((row) => ({ ...row, count: 0, average: null })),
      },
      quizItems: [],
    };
    stubFetch(() => ({ body: { data: quiet } }));
    open('fr');
    expect(await screen.findByRole('heading', { name: 'Statistiques : Modern JavaScript' })).toBeVisible();
    expect(screen.getByText('Aucun apprenant inscrit sur cette période.')).toBeVisible();
    expect(screen.getByText('Aucune inscription sur cette période.')).toBeVisible();
    expect(screen.getByText('Aucune vente sur cette période.')).toBeVisible();
    expect(screen.getByText('Ce cours n’a aucune question de quiz.')).toBeVisible();
    expect(screen.getByText('0 apprenant sur 0 a terminé tous les chapitres')).toBeVisible();
    expect(screen.getByText('1 avis sur cette période')).toBeVisible();
  });

  it('says in Spanish that the insight could not be loaded, with the server’s message', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'This course does not exist', code: 'NOT_FOUND' } }));
    open('es');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las estadísticas');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
