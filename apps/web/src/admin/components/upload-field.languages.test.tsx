import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { FakeXhr, stubXhr } from '../lib/fake-xhr';
import { UploadField } from './upload-field';

function CoverField({ label }: { label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <UploadField
      label={label}
      area="course-image"
      value={url}
      onChange={(upload) => setUrl(upload?.url ?? null)}
    />
  );
}

const png = () => new File([new Uint8Array(10)], 'titelbild.png', { type: 'image/png' });

/** Opens the field in `locale`; `pick` chooses a file and answers the request it sent. */
function openIn(locale: Locale, label: string) {
  stubXhr();
  const { user } = renderWithProviders(<CoverField label={label} />, {
    signedInAs: aUser({ role: 'admin' }),
    locale,
  });
  const pick = async () => {
    await user.upload(screen.getByLabelText(label), png());
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('nothing was sent');
    return xhr;
  };
  return pick;
}

describe('the upload field in other languages', () => {
  it('shows the progress as a German percentage and says a lost connection in German', async () => {
    const xhr = await openIn('de', 'Titelbild')();
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Titelbild wird hochgeladen' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // German puts a no-break space before the sign (the query reads it as a space).
    expect(screen.getByText('40 %')).toBeVisible();
    expect(screen.queryByText('40%')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload abbrechen' })).toBeVisible();

    act(() => xhr.onerror?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Upload ist fehlgeschlagen: Prüfen Sie die Verbindung',
    );
  });

  it('says in French that a file a proxy refused is too large, and a wordless failure', async () => {
    const pick = openIn('fr', 'Image de couverture');
    const refused = await pick();
    act(() => refused.respond(413, undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le fichier est trop volumineux');

    const failed = await pick();
    act(() => failed.respond(500, undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur s’est produite');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong');
  });
});
