import { Modal, Pagination, PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../app/route-error';
import { aCourseSummary } from '../test/learning-fixtures';
import { renderWithProviders } from '../test/render';
import { CourseCard } from './course/course-card';
import { ProfileForm } from './profile-form';
import { QueryError } from './query-error';
import { ReviewForm } from './review-form';

/** Mantine's icon-only controls, named by the theme. */
function ThemedControls() {
  return (
    <>
      <Pagination total={3} withEdges />
      <PasswordInput label="Passwort" />
      <Modal opened onClose={() => {}} title="Dialog">
        Text
      </Modal>
    </>
  );
}

describe('the shared components in other languages', { timeout: 30_000 }, () => {
  it("names the theme's icon-only controls in German, and exactly as before in English", async () => {
    const german = renderWithProviders(<ThemedControls />, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Erste Seite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    german.unmount();

    renderWithProviders(<ThemedControls />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page', 'Show password'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows a course card in French: plural counts, decimal comma, level and free price', () => {
    renderWithProviders(
      <CourseCard
        course={aCourseSummary({
          rating: { average: 4.5, count: 1234 },
          learners: 1,
          price: 0,
          level: 'beginner',
        })}
      />,
      { locale: 'fr' },
    );
    const card = screen.getByRole('article', { name: 'Modern JavaScript' });
    expect(card).toHaveTextContent('(1 234 notes)');
    expect(card).toHaveTextContent('1 apprenant');
    expect(card).toHaveTextContent('Gratuit');
    expect(card).toHaveTextContent('Débutant');
    expect(screen.getByRole('img', { name: 'Noté 4,5 sur 5' })).toBeInTheDocument();
  });

  it('asks for a review in German, its rules in German too', async () => {
    const { user } = renderWithProviders(<ReviewForm courseId="course-1" />, { locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Kurs bewerten' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '4 Sterne' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Stern' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(screen.getByText('Wählen Sie 1 bis 5 Sterne')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Ihr Kommentar' })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich Was hat Ihnen gefallen, was könnte besser sein? Bis zu 2.000 Zeichen (0 verwendet).',
    );
  });

  it('labels the profile form in Spanish, and says its rules in Spanish', async () => {
    const { user } = renderWithProviders(
      <ProfileForm
        defaultValues={{ firstName: '', lastName: '', phone: 'abc' }}
        submitLabel="Guardar"
        isPending={false}
        onSubmit={async () => {}}
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('textbox', { name: 'Apellidos' })).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG o WebP, hasta 5 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Introduce un número de teléfono válido, p. ej. +34 912 345 678 Opcional. Incluye el prefijo del país, p. ej. +34 912 345 678.',
    );
  });

  it('says a page or a section failed in German, with a way to retry', () => {
    // The crash is logged for developers; not this test's business.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <RouteError error={new Error('boom')} />
        <QueryError error={new Error('offline')} onRetry={() => {}} />
      </>,
      { locale: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(screen.getByText('Das konnte nicht geladen werden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
