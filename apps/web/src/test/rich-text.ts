import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks into a rich-text editor and waits until the caret is inside its paragraph. A click leaves the
 * DOM caret on the editable root; ProseMirror moves it into the text on a 20 ms timer after focus, and
 * keys typed before that land beside the paragraph (`<p></p><p>typed</p>`).
 */
export async function clickIntoRichText(user: UserEvent, editor: HTMLElement): Promise<void> {
  await user.click(editor);
  await waitFor(() => {
    const anchor = document.getSelection()?.anchorNode ?? null;
    if (anchor === null || anchor === editor || !editor.contains(anchor))
      throw new Error('The caret is not in the editor’s text yet');
  });
}
