import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('The page broke');
}

/** A link outside the boundary (as the browser's back button is) and the pages inside it. */
function Site() {
  return (
    <>
      <Link to="/">Home</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<p>Welcome</p>} />
          <Route path="/broken" element={<BrokenPage />} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('route error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error screen instead of a page that crashes, and pages again after moving on', async () => {
    // React and the error screen both log the crash; the test only needs the screen.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<Site />, { route: '/broken' });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'The page broke' }));

    await user.click(screen.getByRole('link', { name: 'Home' }));

    expect(await screen.findByText('Welcome')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
