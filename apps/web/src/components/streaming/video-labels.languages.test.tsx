import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ChapterVideo } from '../chapter-video';
import { QualityMenu } from './quality-menu';

const LEVELS = [
  { height: 360, bitrate: 800_000 },
  { height: 720, bitrate: 2_500_000 },
];

/** An older server's chapter: one English captions file, no list of tracks. */
const chapter = { title: 'Welcome', videoUrl: '/welcome.mp4', captionsUrl: '/welcome.vtt' };

describe('the video player’s own labels in other languages', () => {
  it('names the video, its captions track and the quality menu in German', () => {
    renderWithProviders(
      <>
        <ChapterVideo chapter={chapter} />
        <QualityMenu levels={LEVELS} playingLevel={1} chosenLevel={-1} onChoose={vi.fn()} />
      </>,
      { locale: 'de' },
    );

    const video = screen.getByLabelText('Video: Welcome');
    expect(video.querySelector('track')).toHaveAttribute('label', 'Englisch');
    const quality = screen.getByRole('combobox', { name: 'Qualität' });
    expect(
      within(quality)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Automatisch (720p)', '720p', '360p']);
  });

  it('names them in French, and says "Auto" before the first rendition plays', () => {
    renderWithProviders(
      <>
        <ChapterVideo chapter={chapter} />
        <QualityMenu levels={LEVELS} playingLevel={-1} chosenLevel={-1} onChoose={vi.fn()} />
      </>,
      { locale: 'fr' },
    );

    expect(screen.getByLabelText('Vidéo : Welcome').querySelector('track')).toHaveAttribute(
      'label',
      'Anglais',
    );
    expect(screen.getByRole('combobox', { name: 'Qualité' })).toHaveDisplayValue('Auto');
  });
});
