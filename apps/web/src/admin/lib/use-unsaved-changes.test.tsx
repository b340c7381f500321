import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useUnsavedChanges } from './use-unsaved-changes';

function TitleForm() {
  const form = useForm({ defaultValues: { title: 'Draft' } });
  const leavePrompt = useUnsavedChanges(form.formState.isDirty);
  const navigate = useNavigate();
  return (
    <form aria-label="Course" onSubmit={form.handleSubmit((values) => form.reset(values))}>
      <input aria-label="Title" {...form.register('title')} />
      <button type="submit">Save</button>
      <Link to="/elsewhere">Another tab</Link>
      <Link to="?tab=2">Same page</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      {leavePrompt}
    </form>
  );
}

const openForm = () =>
  renderWithProviders(
    <Routes>
      <Route path="/form" element={<TitleForm />} />
      <Route path="/elsewhere" element={<p>Somewhere else</p>} />
    </Routes>,
    { route: '/form' },
  );

describe('leaving a form with unsaved changes', () => {
  it('leaves at once while nothing changed', async () => {
    const { user } = openForm();
    await user.click(screen.getByRole('link', { name: 'Another tab' }));
    expect(await screen.findByText('Somewhere else')).toBeVisible();
  });

  it('asks first: Stay keeps the text, Leave goes', async () => {
    const { user, currentPath } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' two');
    await user.click(screen.getByRole('link', { name: 'Another tab' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes on this page are not saved.');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft two');

    await user.click(screen.getByRole('link', { name: 'Another tab' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Somewhere else')).toBeVisible();
    expect(currentPath()).toBe('/elsewhere');
  });

  it('asks before going back, and not for another address of the same page', async () => {
    const { user, currentPath } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(currentPath()).toBe('/form?tab=2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    // The dialog fades in: wait until it shows, not only until it is there.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/form?tab=2');
  });

  it('stops asking once the changes are saved, and asks the browser before unloading only while dirty', async () => {
    const { user } = openForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Another tab' }));
    expect(await screen.findByText('Somewhere else')).toBeVisible();
  });
});
