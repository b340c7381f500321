import { useLingui } from '@lingui/react';
import { Box, Input, Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { named } from '../lib/lazy-named';

// Tiptap and ProseMirror are large: pages that may never write a post (the player) fetch them only
// when a form with the editor first shows.
const RichTextEditor = lazy(() => import('./rich-text-editor').then(named('RichTextEditor')));

type EditorProps = ComponentProps<typeof RichTextEditor>;

/** The rich-text editor, its code fetched on first show; a box of the same place waits for it. */
export function LazyRichTextEditor(props: EditorProps) {
  const { _ } = useLingui();
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelProps={{ component: 'span' }} description={props.description}>
          <Box
            mt={4}
            p="sm"
            mih={96}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
          >
            <Loader
              size="xs"
              role="status"
              aria-label={_('shared.richText.loading', { label: props.label })}
            />
          </Box>
        </Input.Wrapper>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
