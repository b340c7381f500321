import type { AdminCourse } from '@coursewise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ReviewPanel } from './review-panel';
import { ReviewStatus } from './review-status';

const returned: NonNullable<AdminCourse['review']> = {
  status: 'returned',
  note: 'Add captions to the first video',
  submittedAt: '2026-11-20T10:00:00.000Z',
  returnedAt: '2026-11-21T10:00:00.000Z',
};

describe('the review in other languages', () => {
  it('tells the instructor in German when the course came back, with the reviewer’s note', () => {
    renderWithProviders(<ReviewStatus course={anAdminCourse({ review: returned })} />, { locale: 'de' });
    expect(screen.getByRole('region', { name: 'Prüfung' })).toBeVisible();
    expect(screen.getByText('Zurückgegeben')).toBeVisible();
    expect(
      screen.getByText(
        'Am 21. November 2026 zurückgegeben: Ändern Sie, was die Notiz verlangt, und reichen Sie ihn erneut ein.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Notiz der Prüfung')).toBeVisible();
    expect(screen.getByText('Add captions to the first video')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut einreichen' })).toBeVisible();
  });

  it('shows the console’s review of a submitted course in French, with the date and the instructors', () => {
    const course = anAdminCourse({
      review: { ...returned, status: 'submitted', note: null, returnedAt: null },
      instructors: [{ id: 'u-1', name: 'Grace Hopper', email: 'grace@example.com', role: 'owner' }],
    });
    renderWithProviders(<ReviewPanel course={course} onPublish={() => undefined} isPublishing={false} />, {
      locale: 'fr',
    });
    expect(screen.getByText('En attente de relecture')).toBeVisible();
    expect(screen.getByText('Soumis le 20 novembre 2026 par Grace Hopper.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aperçu apprenant' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Renvoyer au formateur' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeVisible();
  });
});
