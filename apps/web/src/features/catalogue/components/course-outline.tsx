import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Accordion, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { named } from '../../../lib/lazy-named';
import { useFormatDuration } from '../hooks/use-format-duration';
import { moduleMinutes, outlineTotals } from '../lib/course-stats';
import { ChapterRow } from './chapter-row';

// The preview player (a modal with its focus trap) loads when a preview is first opened.
const ChapterPreviewModal = lazy(() => import('./chapter-preview-modal').then(named('ChapterPreviewModal')));

interface PreviewTarget {
  id: string;
  title: string;
}

/**
 * "Course content": modules as an accordion, each with its chapters, durations and free previews
 * (every chapter opens when an admin previews a draft).
 */
export function CourseOutline({
  modules,
  isEveryChapterOpen = false,
}: {
  modules: CourseDetails['modules'];
  isEveryChapterOpen?: boolean;
}) {
  const { _ } = useLingui();
  const formatDuration = useFormatDuration();
  const totals = outlineTotals(modules);
  const [open, setOpen] = useState<string[]>(modules[0] ? [modules[0].id] : []);
  // The last chapter previewed stays set while the modal closes, so its closing animation and the focus
  // return to the "Preview" button work; `isPreviewOpen` says whether it is shown.
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const previewTrigger = useRef<HTMLElement | null>(null);

  const closePreview = () => {
    setIsPreviewOpen(false);
    // Back to the "Preview" button that opened it (the modal's own return misses the first, lazy open).
    window.setTimeout(() => previewTrigger.current?.focus(), 0);
  };
  const isAllOpen = open.length === modules.length;

  return (
    <Stack component="section" gap="sm" aria-labelledby="course-outline-title">
      <Title order={2} size="h3" id="course-outline-title">
        {_('catalogue.outline.title')}
      </Title>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {_('catalogue.outline.totals', {
            modules: totals.modules,
            chapters: totals.chapters,
            duration: formatDuration(totals.minutes),
          })}
        </Text>
        {modules.length > 1 ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen(isAllOpen ? [] : modules.map((module) => module.id))}
          >
            {isAllOpen ? _('catalogue.outline.collapseAll') : _('catalogue.outline.expandAll')}
          </Button>
        ) : null}
      </Group>
      {/* Closed sections are kept in the page (hidden) rather than in React's <Activity>, which a server
          render leaves out: every chapter title is in the HTML for search engines and readers. */}
      <Accordion
        multiple
        value={open}
        onChange={setOpen}
        variant="contained"
        radius="md"
        keepMounted
        keepMountedMode="display-none"
      >
        {modules.map((module) => (
          <Accordion.Item key={module.id} value={module.id}>
            <Accordion.Control>
              {/* Inside the control's label (a <span>): spans, as a <div> may not sit there. */}
              <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
                <Text component="span" fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {module.title}
                </Text>
                <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {_('catalogue.outline.module', {
                    chapters: module.chapters.length,
                    duration: formatDuration(moduleMinutes(module)),
                  })}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {module.chapters.map((chapter) => (
                  <ChapterRow
                    key={chapter.id}
                    chapter={chapter}
                    isPreviewable={isEveryChapterOpen || chapter.isPreview}
                    onPreview={(trigger) => {
                      previewTrigger.current = trigger;
                      setPreview({ id: chapter.id, title: chapter.title });
                      setIsPreviewOpen(true);
                    }}
                  />
                ))}
              </ul>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {preview ? (
        <Suspense fallback={null}>
          <ChapterPreviewModal chapter={preview} isOpen={isPreviewOpen} onClose={closePreview} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
