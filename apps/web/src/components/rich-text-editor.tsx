import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';

interface RichTextEditorProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string;
  /** `full` (the console): headings, quotes and code blocks too; `compact` (discussions): inline marks, lists, link, code. */
  toolbar?: 'full' | 'compact';
  /** Where the sticky toolbar stops under a fixed header (the console's is 56 px high). */
  stickyOffset?: number;
}

/** The names of the toolbar's controls and of the link editor, in the page's language. */
function toolbarLabels(_: (id: string) => string): Partial<RichTextEditorLabels> {
  return {
    h2ControlLabel: _('shared.richText.h2'),
    h3ControlLabel: _('shared.richText.h3'),
    h4ControlLabel: _('shared.richText.h4'),
    boldControlLabel: _('shared.richText.bold'),
    italicControlLabel: _('shared.richText.italic'),
    codeControlLabel: _('shared.richText.code'),
    clearFormattingControlLabel: _('shared.richText.clearFormatting'),
    bulletListControlLabel: _('shared.richText.bulletList'),
    orderedListControlLabel: _('shared.richText.orderedList'),
    blockquoteControlLabel: _('shared.richText.blockquote'),
    codeBlockControlLabel: _('shared.richText.codeBlock'),
    linkControlLabel: _('shared.richText.link'),
    unlinkControlLabel: _('shared.richText.unlink'),
    undoControlLabel: _('shared.richText.undo'),
    redoControlLabel: _('shared.richText.redo'),
    linkEditorInputLabel: _('shared.richText.linkUrl'),
    linkEditorExternalLink: _('shared.richText.linkNewTab'),
    linkEditorInternalLink: _('shared.richText.linkSameTab'),
    linkEditorSave: _('shared.richText.linkSave'),
  };
}

/** Tiptap's empty document. */
const EMPTY = '<p></p>';

/**
 * Rich text for pages, articles, chapters and discussion posts: headings (full toolbar), bold, italic,
 * lists, links, code, undo. It answers HTML; the server sanitises it before storing, so this is an
 * editor, not a security boundary.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  description,
  error,
  toolbar = 'full',
  stickyOffset = 56,
}: RichTextEditorProps) {
  const isFull = toolbar === 'full';
  const { _ } = useLingui();
  const labels = useMemo(() => toolbarLabels(_), [_]);
  const labelId = useId();
  const editor = useEditor({
    // StarterKit's own link is replaced by Mantine's, which the link control expects.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
  });

  // Content loaded after the editor was created (a record arriving, a form reset) replaces the text,
  // but never while the admin is typing.
  useEffect(() => {
    // A destroyed editor (unmounted while React re-renders) has no view to read.
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'span' }}
      description={description}
      error={error}
    >
      <MantineEditor editor={editor} mt={4} labels={labels}>
        <MantineEditor.Toolbar sticky stickyOffset={stickyOffset}>
          {isFull ? (
            <MantineEditor.ControlsGroup>
              <MantineEditor.H2 />
              <MantineEditor.H3 />
              <MantineEditor.H4 />
            </MantineEditor.ControlsGroup>
          ) : null}
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Code />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            {isFull ? <MantineEditor.Blockquote /> : null}
            <MantineEditor.CodeBlock />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
    </Input.Wrapper>
  );
}
