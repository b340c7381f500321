import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { clickIntoRichText } from '../test/rich-text';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

function Field({ onHtml }: { onHtml: (html: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <LazyRichTextEditor
      label="Your reply"
      toolbar="compact"
      value={value}
      onChange={(html) => {
        setValue(html);
        onHtml(html);
      }}
    />
  );
}

describe('the lazy rich-text editor', { timeout: 20_000 }, () => {
  it('says it is loading, then is a text field named by its label with the compact toolbar', async () => {
    let html = '';
    const { user } = renderWithProviders(<Field onHtml={(next) => (html = next)} />);
    expect(screen.getByRole('status', { name: 'Loading the editor for Your reply' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Your reply' });
    for (const control of ['Bold', 'Italic', 'Code', 'Bullet list', 'Ordered list', 'Link'])
      expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
    // The compact toolbar leaves headings to the console's pages.
    expect(screen.queryByRole('button', { name: /heading/i })).toBeNull();

    await clickIntoRichText(user, editor);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('Loud');
    expect(html).toBe('<p><strong>Loud</strong></p>');
  });
});
