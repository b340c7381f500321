import type { Upload } from '@coursewise/contract';
import { adminUploadRoutes } from '@coursewise/contract/routes';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { apiUrl } from '../../test/api-url';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { FakeXhr, stubXhr } from '../lib/fake-xhr';
import { UploadField } from './upload-field';

const stored: Upload = {
  area: 'course-image',
  key: 'images/course/abc.webp',
  url: '/uploads/images/course/abc.webp',
  contentType: 'image/webp',
  size: 2048,
  isPrivate: false,
};

function CoverField() {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <UploadField
      label="Cover image"
      area="course-image"
      value={url}
      onChange={(upload) => setUrl(upload?.url ?? null)}
    />
  );
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' });

function openField() {
  return renderWithProviders(<CoverField />, { signedInAs: aUser({ role: 'admin' }) });
}

describe('the upload field', () => {
  it('sends the file and its area with the token, shows progress, then the preview', async () => {
    stubXhr();
    setToken('admin-token');
    const { user } = openField();

    await user.upload(screen.getByLabelText('Cover image'), png());
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('nothing was sent');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(apiUrl(adminUploadRoutes.adminUpload));
    expect(xhr.headers['x-access-token']).toBe('admin-token');
    expect(xhr.body?.get('area')).toBe('course-image');
    expect(xhr.body?.get('file')).toHaveProperty('name', 'cover.png');

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading Cover image' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40%')).toBeVisible();

    act(() => xhr.respond(201, { data: stored }));
    expect(await screen.findByRole('img', { name: 'Cover image: current image' })).toHaveAttribute(
      'src',
      stored.url,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove cover image' })).toBeVisible();
  });

  it("shows the server's message when it refuses the file, and keeps nothing", async () => {
    stubXhr();
    const { user } = openField();
    await user.upload(screen.getByLabelText('Cover image'), png());

    act(() =>
      FakeXhr.last?.respond(415, {
        message: 'Upload a JPEG, PNG or WebP image',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG or WebP image');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    stubXhr();
    const { user } = openField();
    await user.upload(screen.getByLabelText('Cover image'), png(5 * 1024 * 1024 + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: at most 5 MB');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('cancels an upload under way', async () => {
    stubXhr();
    const { user } = openField();
    await user.upload(screen.getByLabelText('Cover image'), png());

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.last?.isAborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
