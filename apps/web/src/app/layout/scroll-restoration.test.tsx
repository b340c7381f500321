import { act, render } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

/** Scrolls the window as a reader would: the position changes, then the browser says so. */
function scrollTo(y: number): void {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderPages(initialPath = '/') {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <ScrollRestoration />
      <Link to="/courses">Courses</Link>
      <Link to="/faq#refunds">Refunds</Link>
      <BackButton />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/courses" element={<p>Courses page</p>} />
        <Route path="/faq" element={<h2 id="refunds">Refunds</h2>} />
      </Routes>
    </MemoryRouter>,
  );
}

const { scrollIntoView } = HTMLElement.prototype;

describe('scroll restoration', () => {
  afterEach(() => {
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
  });

  it('opens a new page at the top and returns to where the reader was on the way back', async () => {
    const view = renderPages();
    scrollTo(640);

    await act(async () => view.getByRole('link', { name: 'Courses' }).click());
    expect(window.scrollY).toBe(0);

    scrollTo(120);
    await act(async () => view.getByRole('button', { name: 'Back' }).click());
    expect(window.scrollY).toBe(640);
  });

  it('keeps the positions for a reload of the same tab', async () => {
    const view = renderPages();
    scrollTo(300);
    window.dispatchEvent(new Event('pagehide'));

    const saved = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}');
    expect(Object.values(saved)).toContain(300);
    view.unmount();
  });

  it('opens a link with a #hash at that part of the page', async () => {
    const view = renderPages();
    let scrolledTo: string | undefined;
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
      scrolledTo = this.id;
    };

    await act(async () => view.getByRole('link', { name: 'Refunds' }).click());

    expect(scrolledTo).toBe('refunds');
  });
});
