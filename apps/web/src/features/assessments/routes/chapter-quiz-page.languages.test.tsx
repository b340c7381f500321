import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { chooseOptions, quizApi } from '../../../test/assessment-api';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { englishLeft } from '../test-support/english-left';
import { ChapterQuizPage } from './chapter-quiz-page';

// Intl puts a no-break space (narrow in French, by the ICU's data) before "%". Testing Library's text
// queries and toHaveTextContent see any space as " ", so only the raw text shows it.
const NBSP = '\u00a0';

function openQuiz(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/chapters/:chapterId/quiz" element={<ChapterQuizPage />} />
    </Routes>,
    { route: '/learn/modern-javascript/chapters/chapter-2/quiz', signedInAs: aUser(), locale },
  );
}

const question = (name: RegExp) => screen.getByRole('group', { name });

async function answerOneRight(user: UserEvent, label: (number: number) => RegExp) {
  await chooseOptions(user, () => question(label(1)), 'const');
  await chooseOptions(user, () => question(label(2)), 'string');
  await chooseOptions(user, () => question(label(3)), '"null"');
}

describe('the chapter quiz in other languages', () => {
  it('asks the questions in German, course content as written, and names the unanswered ones', async () => {
    stubFetch(quizApi());
    const { user } = openQuiz('de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz: Variables and types' })).toBeVisible();
    expect(screen.getByText('Kapitelquiz')).toBeVisible();
    expect(screen.getByText('3 Fragen · Bestehensgrenze: 70 %').textContent).toMatch(/70[\u00a0\u202f]%$/);
    expect(screen.getByRole('progressbar', { name: 'Beantwortete Fragen' })).toHaveAttribute(
      'aria-valuetext',
      '0 von 3 beantwortet',
    );
    const first = question(/^Frage 1 von 3/);
    expect(first).toHaveAccessibleName(
      'Frage 1 von 3 Which keyword declares a binding that is never reassigned?',
    );
    expect(first).toHaveAccessibleDescription('Eine Antwort wählen');
    expect(question(/^Frage 2 von 3/)).toHaveAccessibleDescription('Alle zutreffenden Antworten wählen');
    expect(screen.getByRole('img', { name: 'Abbildung zu Frage 2' })).toBeInTheDocument();
    expect(document.title).toBe('Quiz: Variables and types · Coursewise');

    await user.click(screen.getByRole('button', { name: 'Antworten abgeben' }));
    expect(await screen.findByText('Einige Fragen sind noch offen')).toBeVisible();
    expect(screen.getByText('Beantworten Sie die Fragen 1, 2 und 3, bevor Sie abgeben.')).toBeVisible();
    expect(screen.getByText('Noch 3 von 3 offen.')).toBeVisible();
    expect(within(first).getByText('Bitte beantworten Sie diese Frage.')).toBeVisible();

    await chooseOptions(user, () => question(/^Frage 1 von 3/), 'const');
    await chooseOptions(user, () => question(/^Frage 2 von 3/), 'string');
    expect(screen.getByText('Beantworten Sie Frage 3, bevor Sie abgeben.')).toBeVisible();
    expect(englishLeft('de')).toEqual([]);
  });

  it('marks the answers in French, with the score and the pass mark as French numbers', async () => {
    stubFetch(quizApi());
    const { user } = openQuiz('fr');
    await screen.findByRole('heading', { level: 1, name: `Quiz${NBSP}: Variables and types` });
    expect(screen.getByText('3 questions · Seuil de réussite : 70 %').textContent).toMatch(
      /réussite\u00a0: 70[\u00a0\u202f]%$/,
    );

    await answerOneRight(user, (number) => new RegExp(`^Question ${number} sur 3`));
    expect(screen.getByText('Toutes les questions ont une réponse.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Envoyer les réponses' }));

    const result = await screen.findByRole('region', { name: 'Votre résultat' });
    expect(result).toHaveTextContent('33 %');
    expect(result).toHaveTextContent('1 sur 3 correctes');
    expect(result).toHaveTextContent('Non réussi : il faut 70 % pour réussir.');
    expect(within(result).getByRole('button', { name: 'Repasser le quiz' })).toBeVisible();
    expect(within(result).getByRole('link', { name: 'Retour au chapitre' })).toBeVisible();

    const answers = screen.getByRole('list', { name: 'Vos réponses' });
    const primitives = within(answers).getByRole('list', { name: 'Options de la question 2' });
    expect(
      within(primitives)
        .getAllByRole('listitem')
        .map((option) => option.textContent),
    ).toEqual(['stringBonne réponseVotre choix', 'object', 'numberBonne réponse']);
    expect(answers).toHaveTextContent('Incorrecte');
    expect(answers).toHaveTextContent('Explication');
    expect(englishLeft('fr')).toEqual([]);
  });
});
