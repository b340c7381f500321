import type { Upload } from '@coursewise/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import type { Translate } from '../lib/locale-text';
import { type ResumableCallbacks, refusalMessage, startResumableUpload } from '../lib/tus-upload';
import { ResumableUpload } from './resumable-upload';

// tus-js-client is the network boundary: the test plays the upload's reports through the callbacks.
vi.mock('../lib/tus-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/tus-upload')>()),
  startResumableUpload: vi.fn(),
}));

const MB = 1024 * 1024;
const video = () => new File([new Uint8Array(100)], 'lektion.mp4', { type: 'video/mp4' });
const stored: Upload = {
  area: 'video',
  key: 'videos/lesson.mp4',
  url: '/media/videos/lesson.mp4',
  contentType: 'video/mp4',
  size: 10,
  isPrivate: true,
};

/** Opens the field in `locale`, picks a video and answers how the upload reports back. */
async function startIn(locale: Locale) {
  let reports: { callbacks: ResumableCallbacks; _: Translate } | undefined;
  vi.mocked(startResumableUpload).mockImplementation(async (_file, callbacks, _) => {
    reports = { callbacks, _ };
    return { pause: vi.fn(), resume: vi.fn(), cancel: vi.fn(async () => undefined) };
  });
  const view = renderWithProviders(
    <ResumableUpload label="Video" value={null} onChange={() => {}} maxBytes={2048 * MB} />,
    { signedInAs: aUser({ role: 'admin' }), locale },
  );
  await view.user.upload(screen.getByLabelText('Video'), video());
  await vi.waitFor(() => expect(reports).toBeDefined());
  return { ...view, reports: reports as NonNullable<typeof reports> };
}

describe('the resumable upload in other languages', () => {
  it('shows the percentage and the pause in German, and a lost connection in German words', async () => {
    const { user, reports } = await startIn('de');
    act(() => reports.callbacks.onProgress(20, 100));
    // German puts a no-break space before the sign (the query reads it as a space).
    expect(screen.getByText('20 %')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pausieren' }));
    expect(screen.getByText('20 % · pausiert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fortsetzen' })).toBeVisible();

    act(() => reports.callbacks.onError(refusalMessage(null, '', reports._)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Verbindung wurde unterbrochen: Wählen Sie dieselbe Datei erneut, um fortzufahren',
    );
  });

  it('says in French when the video is uploaded', async () => {
    const { reports } = await startIn('fr');
    act(() => reports.callbacks.onSuccess(stored));
    expect(await screen.findByText('100 % · téléversé')).toBeVisible();
    expect(screen.queryByText(/uploaded/)).toBeNull();
  });
});
