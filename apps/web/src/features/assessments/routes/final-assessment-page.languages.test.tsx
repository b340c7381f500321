import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { chooseOptions, finalApi } from '../../../test/assessment-api';
import { aFinalAssessment } from '../../../test/assessment-fixtures';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { englishLeft } from '../test-support/english-left';
import { FinalAssessmentPage } from './final-assessment-page';

function openFinal(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/final" element={<FinalAssessmentPage />} />
    </Routes>,
    { route: '/learn/modern-javascript/final', signedInAs: aUser(), locale },
  );
}

/** Answers both questions (found by their counter in the page's language), right or half right. */
async function answer(user: UserEvent, counter: (number: number) => RegExp, isRight: boolean) {
  const group = (number: number) => () => screen.getByRole('group', { name: counter(number) });
  await chooseOptions(user, group(1), 'In its block');
  await chooseOptions(user, group(2), ...(isRight ? ['0', 'An empty string'] : ['0']));
}

describe('the final assessment in other languages', () => {
  it('explains the lock in German, with both counts as plurals and the pass mark as a German number', async () => {
    stubFetch(
      finalApi({
        states: [
          aFinalAssessment({ status: 'locked', remainingChapters: 1, attemptId: null, questions: [] }),
        ],
      }),
    );
    openFinal('de');

    expect(await screen.findByRole('heading', { name: 'Der Abschlusstest ist noch gesperrt' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Abschlusstest' })).toBeVisible();
    expect(screen.getByText(/Schließen Sie noch 1 Kapitel ab, um ihn freizuschalten\./)).toBeVisible();
    expect(
      screen.getByText(/Danach haben Sie 3 Versuche, um die Bestehensgrenze von 70 % zu erreichen\./),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Weiter mit Variables and types' })).toBeVisible();
    expect(document.title).toBe('Abschlusstest · Modern JavaScript · Coursewise');
    expect(englishLeft('de')).toEqual([]);
  });

  it('takes and fails an attempt in German: attempts left as a plural, the score and "try again"', async () => {
    const second = aFinalAssessment({ attemptId: 'attempt-2', attemptsUsed: 1 });
    stubFetch(finalApi({ states: [aFinalAssessment(), second] }));
    const { user } = openFinal('de');

    expect(await screen.findByText('Versuch 1 von 3 · 2 Fragen · Bestehensgrenze: 70 %')).toBeVisible();
    expect(screen.getByText('Noch 3 Versuche')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Abschlusstest' })).toBeVisible();
    await answer(user, (number) => new RegExp(`^Frage ${number} von 2`), false);
    await user.click(screen.getByRole('button', { name: 'Test abgeben' }));

    const result = await screen.findByRole('region', { name: 'Ihr Ergebnis: Versuch 1' });
    expect(result).toHaveTextContent('50 %');
    expect(result).toHaveTextContent('1 von 2 richtig');
    expect(result).toHaveTextContent('Nicht bestanden: Zum Bestehen brauchen Sie 70 %.');
    expect(result).toHaveTextContent('Sie haben noch 2 Versuche.');
    expect(within(result).getByRole('link', { name: 'Antworten ansehen' })).toBeVisible();
    expect(englishLeft('de')).toEqual([]);

    await user.click(within(result).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Versuch 2 von 3 · 2 Fragen · Bestehensgrenze: 70 %')).toBeVisible();
    expect(screen.getByText('Noch 2 Versuche')).toBeVisible();
  });

  it('passes in Spanish: congratulations and the certificate', async () => {
    const passed = aFinalAssessment({
      status: 'passed',
      attemptsUsed: 1,
      attemptId: null,
      questions: [],
      certificateId: 'cert-0193f1c2',
    });
    stubFetch(finalApi({ states: [aFinalAssessment({ attemptsUsed: 2 }), passed] }));
    const { user } = openFinal('es');

    expect(await screen.findByText('Intento 3 de 3 · 2 preguntas · Nota mínima: 70 %')).toBeVisible();
    expect(screen.getByText('Te queda 1 intento')).toBeVisible();
    await answer(user, (number) => new RegExp(`^Pregunta ${number} de 2`), true);
    await user.click(screen.getByRole('button', { name: 'Enviar la evaluación' }));

    const result = await screen.findByRole('region', { name: 'Tu resultado: intento 1' });
    expect(result).toHaveTextContent('100 %');
    expect(result).toHaveTextContent('Aprobado: la nota mínima es 70 %.');
    expect(within(result).getByText('¡Enhorabuena!')).toBeVisible();
    expect(result).toHaveTextContent(
      'Has aprobado la evaluación final y has obtenido tu certificado (CW-2026-000123).',
    );
    expect(within(result).getByRole('link', { name: 'Ver tu certificado' })).toHaveAttribute(
      'href',
      '/certificates/cert-0193f1c2',
    );
    expect(englishLeft('es')).toEqual([]);
  });

  it('says in French that no attempts are left', async () => {
    stubFetch(
      finalApi({
        states: [aFinalAssessment({ status: 'exhausted', attemptsUsed: 3, attemptId: null, questions: [] })],
      }),
    );
    openFinal('fr');

    expect(await screen.findByRole('heading', { name: 'Plus aucune tentative' })).toBeVisible();
    expect(
      screen.getByText(/^Vous avez utilisé vos 3 tentatives sans atteindre le seuil de réussite de 70 %/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Revoir vos réponses' })).toBeVisible();
    expect(englishLeft('fr')).toEqual([]);
  });
});
