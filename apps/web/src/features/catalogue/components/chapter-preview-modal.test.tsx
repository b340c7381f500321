import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aVideoChapter } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterPreviewModal } from './chapter-preview-modal';

describe('chapter preview modal', () => {
  it('names its close button for what it closes', async () => {
    stubFetch(() => ({
      body: { data: { id: 'c1', title: 'Intro', type: 'text', content: '<p>Hello</p>', videoUrl: null } },
    }));
    renderWithProviders(
      <ChapterPreviewModal chapter={{ id: 'c1', title: 'Intro' }} isOpen onClose={() => {}} />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close the preview' })).toBeVisible();
  });

  it("plays a video preview in the player's own video: named, with its captions track", async () => {
    stubFetch(() => ({ body: { data: aVideoChapter() } }));
    renderWithProviders(
      <ChapterPreviewModal chapter={{ id: 'c1', title: 'Welcome' }} isOpen onClose={() => {}} />,
    );
    const video = (await screen.findByLabelText('Video: Welcome')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', aVideoChapter().videoUrl);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', aVideoChapter().captionsUrl);
    expect(track).toHaveAttribute('default');
  });
});
