import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
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
});
