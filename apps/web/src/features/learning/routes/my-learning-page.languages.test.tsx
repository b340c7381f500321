import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aCourseSummary, aLearningCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { MyLearningPage } from './my-learning-page';

const page = (items: unknown[], total = items.length) => ({
  body: { data: { items, page: 1, limit: 12, total } },
});

const inProgress = aLearningCourse();
const finished = aLearningCourse({
  course: aCourseSummary({ id: 'course-2', slug: 'ui-design', title: 'UI Design' }),
  progress: { completed: 6, total: 6, percent: 100 },
  lastChapterId: 'ui-6',
  nextChapterId: 'ui-6',
});
const untouched = aLearningCourse({
  course: aCourseSummary({ id: 'course-3', slug: 'sql-basics', title: 'SQL Basics' }),
  progress: { completed: 1, total: 1, percent: 0 },
  lastChapterId: null,
  nextChapterId: 'sql-1',
  lastActivityAt: null,
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('My learning in other languages', () => {
  it('shows the courses, their progress, dates and buttons in Spanish', async () => {
    stubFetch(() =>
      page([inProgress, finished, { ...untouched, progress: { completed: 0, total: 4, percent: 0 } }]),
    );
    renderWithProviders(<MyLearningPage />, { route: '/my-learning', locale: 'es' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Modern JavaScript' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi aprendizaje' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 cursos');
    expect(screen.getByRole('list', { name: 'Tus cursos' })).toBeInTheDocument();

    const js = card('Modern JavaScript');
    const bar = within(js).getByRole('progressbar', { name: 'Progreso en Modern JavaScript' });
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^3 capítulos completados de 8, 37\s%$/),
    );
    expect(js).toHaveTextContent('3 de 8 capítulos');
    expect(js).toHaveTextContent('Última actividad: 10 de marzo de 2026');
    expect(within(js).getByRole('link', { name: 'Continuar Modern JavaScript' })).toBeVisible();

    expect(within(card('UI Design')).getByRole('link', { name: 'Abrir UI Design' })).toBeVisible();
    const sql = card('SQL Basics');
    expect(sql).toHaveTextContent('Comprado el 1 de marzo de 2026');
    expect(within(sql).getByRole('link', { name: 'Empezar SQL Basics' })).toBeVisible();
  });

  it('counts in German, with the singular for one course, and says when there are none', async () => {
    stubFetch(() => page([untouched]));
    const view = renderWithProviders(<MyLearningPage />, { route: '/my-learning', locale: 'de' });

    const sql = await screen.findByRole('article', { name: 'SQL Basics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Lernbereich' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 Kurs');
    expect(sql).toHaveTextContent('1 von 1 Kapitel');
    expect(sql).toHaveTextContent('Gekauft am 1. März 2026');
    expect(within(sql).getByRole('link', { name: 'Öffnen SQL Basics' })).toBeVisible();
    view.unmount();

    stubFetch(() => page([]));
    renderWithProviders(<MyLearningPage />, { route: '/my-learning', locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Sie haben noch keine Kurse' })).toBeVisible();
    expect(
      screen.getByText(
        'Gekaufte Kurse erscheinen hier mit Ihrem Fortschritt, damit Sie dort weitermachen können, wo Sie aufgehört haben.',
      ),
    ).toBeVisible();
  });
});
