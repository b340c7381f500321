import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditorBoundary } from './editor-boundary';

/** An editor whose effect fails the first `failures` times it is made. */
function flakyEditor(failures: number) {
  let made = 0;
  return function FlakyEditor() {
    useEffect(() => {
      made += 1;
      if (made <= failures) throw new TypeError("Cannot read properties of null (reading 'cached')");
    }, []);
    return <p>Editor ready</p>;
  };
}

describe('EditorBoundary', () => {
  it('makes the editor again after it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Editor = flakyEditor(1);
    render(
      <EditorBoundary fallback={<p>Reload the page</p>}>
        <Editor />
      </EditorBoundary>,
    );
    expect(await screen.findByText('Editor ready')).toBeVisible();
    expect(screen.queryByText('Reload the page')).toBeNull();
  });

  it('says so when the editor keeps failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Editor = flakyEditor(10);
    render(
      <EditorBoundary fallback={<p>Reload the page</p>}>
        <Editor />
      </EditorBoundary>,
    );
    expect(await screen.findByText('Reload the page')).toBeVisible();
  });
});
