import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aVideoChapter } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { VideoPlayer } from '../components/video-player';

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello and welcome.\n';

function reply(request: SentRequest): StubReply {
  if (request.url.endsWith('/media/en.vtt')) return { text: CAPTIONS };
  return {
    body: {
      data: {
        chapterId: 'chapter-1',
        completed: false,
        positionSeconds: 0,
        courseProgress: { completed: 1, total: 3, percent: 33 },
      },
    },
  };
}

const chapter = aVideoChapter({
  captions: [
    { language: 'en', label: 'English', url: '/media/en.vtt' },
    { language: 'es', label: 'Español', url: '/media/es.vtt' },
  ],
});

describe('the video chapter’s controls and transcript in other languages', () => {
  it('names the speeds and the transcript in German, with German decimals', async () => {
    stubFetch(reply);
    const { user } = renderWithProviders(
      <VideoPlayer chapter={{ ...chapter, videoUrl: chapter.videoUrl ?? '' }} courseId="course-1" />,
      { locale: 'de' },
    );

    const speed = screen.getByRole('combobox', { name: 'Wiedergabetempo' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0,75×', 'Normal (1×)', '1,25×', '1,5×', '1,75×', '2×']);
    const transcript = screen.getByRole('region', { name: 'Transkript' });
    expect(within(transcript).getByRole('combobox', { name: 'Untertitelsprache' })).toBeVisible();
    expect(await within(transcript).findByText('Hello and welcome.')).toBeVisible();

    await user.type(within(transcript).getByRole('searchbox', { name: 'Transkript durchsuchen' }), 'xyz');
    expect(within(transcript).getByRole('status')).toHaveTextContent('Keine Zeile enthält „xyz“.');
  });

  it('says it in French while the transcript loads', () => {
    stubFetch(() => new Promise<StubReply>(() => {}));
    renderWithProviders(
      <VideoPlayer chapter={{ ...chapter, videoUrl: chapter.videoUrl ?? '' }} courseId="course-1" />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('combobox', { name: 'Vitesse de lecture' })).toHaveDisplayValue('Normale (1×)');
    expect(screen.getByRole('region', { name: 'Transcription' })).toHaveTextContent(
      'Chargement de la transcription…',
    );
  });
});
