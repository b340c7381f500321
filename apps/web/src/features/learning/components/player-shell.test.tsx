import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NARROW_PLAYER_QUERY, PlayerShell } from './player-shell';

/** A screen `width` pixels wide, as far as media queries are concerned. */
function pretendScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_PLAYER_QUERY && width <= 991,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderShell(chapterId = 'chapter-1') {
  return renderWithProviders(
    <PlayerShell chapterId={chapterId} outline={<nav aria-label="Course content">the outline</nav>}>
      <h1>The chapter</h1>
    </PlayerShell>,
  );
}

describe('the player layout', () => {
  it('shows the outline beside the chapter on a wide screen, with nothing to toggle', () => {
    pretendScreenWidth(1280);
    renderShell();

    expect(screen.getByRole('navigation', { name: 'Course content' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Course content' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The chapter' })).toBeVisible();
  });

  it('folds the outline behind a "Course content" button on a phone, closed at first', async () => {
    pretendScreenWidth(390);
    const { user, rerender } = renderShell();

    const toggle = screen.getByRole('button', { name: 'Course content' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Course content' })).not.toBeInTheDocument();
    const outlineBox = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(outlineBox).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Course content' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(outlineBox).not.toBeVisible();

    // Opened, then another chapter chosen: the lesson comes first again.
    await user.click(toggle);
    rerender(
      <PlayerShell chapterId="chapter-2" outline={<nav aria-label="Course content">the outline</nav>}>
        <h1>The chapter</h1>
      </PlayerShell>,
    );
    expect(screen.getByRole('button', { name: 'Course content' })).toHaveAttribute('aria-expanded', 'false');
  });
});
