import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { renderWithProviders } from '../../test/render';
import { useUnsavedChanges } from './use-unsaved-changes';

function TitleForm() {
  const form = useForm({ defaultValues: { title: 'Entwurf' } });
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);
  return (
    <form aria-label="Kurs">
      <input aria-label="Titel" {...form.register('title')} />
      <Link to="/elsewhere">Anderer Bereich</Link>
      {leavePrompt}
    </form>
  );
}

async function leaveUnsavedIn(locale: Locale) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/form" element={<TitleForm />} />
      <Route path="/elsewhere" element={<p>Anderswo</p>} />
    </Routes>,
    { route: '/form', locale },
  );
  await view.user.type(screen.getByRole('textbox', { name: 'Titel' }), ' zwei');
  await view.user.click(screen.getByRole('link', { name: 'Anderer Bereich' }));
  return view;
}

describe('leaving unsaved changes, asked in other languages', () => {
  it('asks in German, and Bleiben keeps the form', async () => {
    const { user, currentPath } = await leaveUnsavedIn('de');
    const dialog = await screen.findByRole('dialog', { name: 'Ohne Speichern verlassen?' });
    expect(dialog).toHaveTextContent('Ihre Änderungen auf dieser Seite sind nicht gespeichert.');
    expect(screen.getByRole('button', { name: 'Bleiben' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Bleiben' }));
    expect(currentPath()).toBe('/form');
  });

  it('asks in French and in Spanish, and Quitter leaves', async () => {
    const french = await leaveUnsavedIn('fr');
    expect(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeVisible();
    await french.user.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(await screen.findByText('Anderswo')).toBeVisible();
    french.unmount();

    await leaveUnsavedIn('es');
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quedarme' })).toBeVisible();
  });
});
