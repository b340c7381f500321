import { adminQuestionRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { anAdmin } from '../../../test/admin-catalogue-fixtures';
import { isCallOf } from '../../../test/api-url';
import { type StubReply, stubFetch } from '../../../test/fetch-stub';
import { createTestI18n } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { questionTemplateCsv } from '../lib/question-csv';
import { CsvImport } from './csv-import';

const csv = () => new File(['question,option1\nBroken,\n'], 'questions.csv', { type: 'text/csv' });

async function importIn(locale: Locale, answer: StubReply, importLabel: string) {
  stubFetch((request) =>
    isCallOf(request, adminQuestionRoutes.adminImportFinalQuestions)
      ? answer
      : { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } },
  );
  const { user, container } = renderWithProviders(
    <CsvImport set={{ kind: 'final', courseId: 'course-1' }} />,
    {
      signedInAs: anAdmin(),
      locale,
    },
  );
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No CSV file input');
  await user.upload(input, csv());
  await user.click(screen.getByRole('button', { name: importLabel }));
  return screen.findByRole('alert');
}

describe('the CSV import in other languages', () => {
  it('lists the refused rows by their German line numbers, and that nothing came in', async () => {
    const alert = await importIn(
      'de',
      {
        status: 400,
        body: {
          code: 'CSV_INVALID',
          message: 'Die Datei hat 2 fehlerhafte Zeilen',
          errors: [
            { path: 'line 5', message: 'correct: Option 4 ist leer' },
            { path: 'line 2', message: 'option2: mindestens zwei Optionen' },
          ],
        },
      },
      'Importieren',
    );
    expect(within(alert).getByText('Es wurde nichts importiert')).toBeVisible();
    const rows = within(alert).getByRole('list', { name: 'Zu korrigierende Zeilen' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zeile 2: option2: mindestens zwei Optionen', 'Zeile 5: correct: Option 4 ist leer']);
  });

  it('says a wordless failure in French rather than in English', async () => {
    const alert = await importIn('fr', { status: 502, text: '<html>Bad gateway</html>' }, 'Importer');
    expect(within(alert).getByText('Rien n’a été importé')).toBeVisible();
    expect(alert).toHaveTextContent('Une erreur s’est produite');
    expect(alert).not.toHaveTextContent('Something went wrong');
  });

  it('writes the template’s example question in the page’s language, under the contract’s header', () => {
    const [header, example] = questionTemplateCsv(createTestI18n('de').t).split('\r\n');
    expect(header).toMatch(/^question,option1,/);
    expect(example).toBe(
      'Welches Schlüsselwort deklariert eine Konstante?,var,let,const,,,,,,3,Mit const Deklariertes kann nicht neu zugewiesen werden.,',
    );
    const [, spanish] = questionTemplateCsv(createTestI18n('es').t).split('\r\n');
    expect(spanish).toMatch(/^¿Qué palabra clave declara una constante\?,var,let,const,/);
  });
});
