import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Link, NavLink } from './router-links';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>
  );
}

const at = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const where = () => screen.getByLabelText('where').textContent;

describe('NavLink', () => {
  it('is the current page at its path and below it, "/" only at "/", `end` only at its path', () => {
    at(
      '/courses/sql-basics',
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/courses">Courses</NavLink>
        <NavLink to="/courses" end>
          Courses exactly
        </NavLink>
        <NavLink to="/course">Course</NavLink>
        <NavLink to="/courses/sql-basics" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {({ isActive }) => `SQL ${isActive ? 'shown' : 'hidden'}`}
        </NavLink>
      </nav>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect([current('Home'), current('Courses'), current('Courses exactly'), current('Course')]).toEqual([
      null,
      'page',
      null,
      null,
    ]);
    expect(screen.getByRole('link', { name: 'Courses' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'SQL shown' }).className).toBe('on');
  });
});

describe('Link', () => {
  it('navigates in the app with its state, and writes the address as href', async () => {
    at(
      '/',
      <Link to="/cart?step=2" state={{ from: 'home' }}>
        Cart
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart?step=2');
    await userEvent.click(link);
    expect(where()).toBe('/cart?step=2|{"from":"home"}');
  });

  it('leaves modified clicks, other targets, full loads and prevented clicks to the browser', async () => {
    // Whether the app took each click (the router prevents the browser's own navigation); then none
    // reaches the test browser, which would load the address.
    const taken: Record<string, boolean> = {};
    const record = (event: MouseEvent) => {
      taken[(event.target as HTMLElement).textContent ?? ''] = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    onTestFinished(() => document.removeEventListener('click', record));
    at(
      '/',
      <>
        <Link to="/a" target="_blank">
          New tab
        </Link>
        <Link to="/b" reloadDocument>
          Full load
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          Prevented
        </Link>
        <Link to="/d">Plain</Link>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    await user.click(screen.getByRole('link', { name: 'Full load' }));
    await user.click(screen.getByRole('link', { name: 'Prevented' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Plain' }));
    await user.keyboard('{/Control}');
    expect(taken).toEqual({ 'New tab': false, 'Full load': false, Prevented: true, Plain: false });
    expect(where()).toBe('/|null');
    await user.click(screen.getByRole('link', { name: 'Plain' }));
    expect(where()).toBe('/d|null');
  });
});
