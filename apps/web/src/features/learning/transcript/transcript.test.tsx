import type { ChapterContent } from '@coursewise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aVideoChapter } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { VideoPlayer } from '../components/video-player';

const ENGLISH = `WEBVTT

00:00:00.000 --> 00:00:02.000
Hello and <b>welcome</b>.

00:00:02.000 --> 00:00:05.000
Today we learn variables.

00:00:07.000 --> 00:01:05.500
Constants come next.
`;
const SPANISH = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nHola y bienvenidos.\n';

const chapter = (overrides: Partial<ChapterContent> = {}) =>
  aVideoChapter({
    captions: [
      { language: 'en', label: 'English', url: '/media/en.vtt' },
      { language: 'es', label: 'Español', url: '/media/es.vtt' },
    ],
    ...overrides,
  });

function reply(request: SentRequest): StubReply {
  if (request.url.endsWith('/media/en.vtt')) return { text: ENGLISH };
  if (request.url.endsWith('/media/es.vtt')) return { text: SPANISH };
  if (request.url.endsWith('/media/broken.vtt')) return { text: 'not captions' };
  const body = request.body as { chapterId: string; positionSeconds?: number };
  return {
    body: {
      data: {
        chapterId: body.chapterId,
        completed: false,
        positionSeconds: body.positionSeconds ?? 0,
        courseProgress: { completed: 1, total: 3, percent: 33 },
      },
    },
  };
}

function renderPlayer(content: ChapterContent = chapter()) {
  const sent = stubFetch(reply);
  renderWithProviders(
    <VideoPlayer chapter={{ ...content, videoUrl: content.videoUrl ?? '' }} courseId="course-1" />,
  );
  const video = screen.getByLabelText('Video: Welcome') as HTMLVideoElement;
  return { video, sent };
}

const playTo = (video: HTMLVideoElement, seconds: number) => {
  video.currentTime = seconds;
  fireEvent(video, new Event('timeupdate'));
};
const transcript = () => screen.getByRole('region', { name: 'Transcript' });
const lines = () => within(transcript()).queryAllByRole('button');
const current = () =>
  within(transcript())
    .queryAllByRole('button')
    .filter((b) => b.getAttribute('aria-current'));

describe('the transcript', () => {
  it('offers a native track per language, the learner’s shown by default', async () => {
    const { video } = renderPlayer();
    const tracks = [...video.querySelectorAll('track')];
    expect(
      tracks.map((t) => [t.getAttribute('srclang'), t.getAttribute('label'), t.hasAttribute('default')]),
    ).toEqual([
      ['en', 'English', true],
      ['es', 'Español', false],
    ]);
    expect(await within(transcript()).findByText('Today we learn variables.')).toBeInTheDocument();
    expect(lines().map((line) => line.textContent)).toEqual([
      '0:00Hello and welcome.',
      '0:02Today we learn variables.',
      '0:07Constants come next.',
    ]);
  });

  it('marks the line of the current time as playback moves, and none in a gap', async () => {
    const { video } = renderPlayer();
    await within(transcript()).findByText('Today we learn variables.');
    playTo(video, 0.5);
    await waitFor(() => expect(current().map((b) => b.textContent)).toEqual(['0:00Hello and welcome.']));
    playTo(video, 3);
    await waitFor(() =>
      expect(current().map((b) => b.textContent)).toEqual(['0:02Today we learn variables.']),
    );
    playTo(video, 6);
    await waitFor(() => expect(current()).toEqual([]));
    playTo(video, 30);
    await waitFor(() => expect(current().map((b) => b.textContent)).toEqual(['0:07Constants come next.']));
  });

  it('seeks the video to a line when it is clicked', async () => {
    const { video } = renderPlayer();
    fireEvent.click(await within(transcript()).findByRole('button', { name: /Constants come next/ }));
    expect(video.currentTime).toBe(7);
    fireEvent(video, new Event('seeked'));
    await waitFor(() => expect(current().map((b) => b.textContent)).toEqual(['0:07Constants come next.']));
  });

  it('keeps the lines a search matches, marked, and says when none does', async () => {
    renderPlayer();
    await within(transcript()).findByText('Today we learn variables.');
    fireEvent.change(screen.getByLabelText('Search the transcript'), { target: { value: 'VARIABLES' } });
    expect(lines().map((line) => line.textContent)).toEqual(['0:02Today we learn variables.']);
    expect(transcript().querySelector('mark')?.textContent).toBe('variables');
    fireEvent.change(screen.getByLabelText('Search the transcript'), { target: { value: 'quantum' } });
    expect(within(transcript()).getByRole('status')).toHaveTextContent('No line contains “quantum”.');
  });

  it('switches the transcript and the shown track with the language', async () => {
    const { video } = renderPlayer();
    await within(transcript()).findByText('Today we learn variables.');
    fireEvent.change(screen.getByLabelText('Captions language'), { target: { value: 'es' } });
    expect(await within(transcript()).findByText('Hola y bienvenidos.')).toBeInTheDocument();
    const shown = [...video.querySelectorAll('track')].find((t) => t.hasAttribute('default'));
    expect(shown?.getAttribute('srclang')).toBe('es');
  });

  it('says when the file cannot be read, and shows no panel without captions', async () => {
    renderPlayer(chapter({ captions: [{ language: 'en', label: 'English', url: '/media/broken.vtt' }] }));
    expect(await within(transcript()).findByRole('alert')).toHaveTextContent(
      'The transcript could not be loaded.',
    );
    expect(screen.queryByLabelText('Captions language')).toBeNull();
  });

  it('has no panel for a video without captions', () => {
    renderPlayer(chapter({ captions: [], captionsUrl: null }));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
  });
});
