import type { Upload } from '@coursewise/contract';
import { act, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { signedMediaUrl } from '../../test/api-url';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { FakeXhr, stubXhr } from '../lib/fake-xhr';
import { UploadField, VIDEO_TYPES } from './upload-field';

const video: Upload = {
  area: 'video',
  key: 'videos/3f9c2a7d.mp4',
  url: signedMediaUrl('videos/3f9c2a7d.mp4', { expires: 1, signature: 's' }),
  contentType: 'video/mp4',
  size: 2048,
  isPrivate: true,
};

/** A stored video's signed link, as the server writes it. */
const STORED_WEBM = signedMediaUrl('videos/9a8b7c.webm', { expires: 1, signature: 's' });

function VideoField({ initial = null, storedUrl }: { initial?: string | null; storedUrl?: string }) {
  const [key, setKey] = useState<string | null>(initial);
  return (
    <UploadField
      label="Video"
      area="video"
      kind="file"
      accept={VIDEO_TYPES}
      value={key}
      storedUrl={storedUrl}
      onChange={(upload) => setKey(upload?.key ?? null)}
    />
  );
}

const open = (ui: ReactElement) => renderWithProviders(ui, { signedInAs: aUser({ role: 'admin' }) });

describe('the name and preview of an uploaded file', () => {
  it('shows the picked file’s name and plays it from memory, never the storage key', async () => {
    stubXhr();
    const { user } = open(<VideoField />);
    const file = new File([new Uint8Array(32)], 'Intro to closures.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByLabelText('Video'), file);
    act(() => FakeXhr.last?.respond(201, { data: video }));

    expect(await screen.findByText('Intro to closures.mp4')).toBeVisible();
    const player = screen.getByLabelText('Preview of Intro to closures.mp4');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByText(video.key, { exact: false })).not.toBeInTheDocument();
  });

  it('names a stored file by what it is and opens it through its link', () => {
    open(<VideoField initial="videos/9a8b7c.webm" storedUrl={STORED_WEBM} />);

    expect(screen.getByText('Current video (WEBM)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Current video (WEBM)' })).toHaveAttribute(
      'href',
      STORED_WEBM,
    );
    expect(screen.queryByText('videos/9a8b7c.webm', { exact: false })).not.toBeInTheDocument();
  });

  it('keeps the original name for the session, after the field is opened again', async () => {
    stubXhr();
    const first = open(<VideoField />);
    await first.user.upload(
      screen.getByLabelText('Video'),
      new File([new Uint8Array(8)], 'lesson.mp4', { type: 'video/mp4' }),
    );
    act(() => FakeXhr.last?.respond(201, { data: { ...video, key: 'videos/kept.mp4' } }));
    await screen.findByText('lesson.mp4');
    first.unmount();

    open(<VideoField initial="videos/kept.mp4" />);
    expect(screen.getByText('lesson.mp4')).toBeVisible();
  });

  it('shows a picture’s preview with the picked file’s name', async () => {
    stubXhr();
    function Cover() {
      const [url, setUrl] = useState<string | null>(null);
      return (
        <UploadField
          label="Cover image"
          area="course-image"
          value={url}
          onChange={(u) => setUrl(u?.url ?? null)}
        />
      );
    }
    const { user } = open(<Cover />);
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File([new Uint8Array(8)], 'planets.png', { type: 'image/png' }),
    );
    act(() =>
      FakeXhr.last?.respond(201, {
        data: {
          ...video,
          area: 'course-image',
          key: 'images/course/x.webp',
          url: '/uploads/images/course/x.webp',
        },
      }),
    );
    expect(await screen.findByRole('img', { name: 'Cover image: current image' })).toBeVisible();
    expect(screen.getByText('planets.png')).toBeVisible();
  });
});
