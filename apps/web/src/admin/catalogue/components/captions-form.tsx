import type { AdminCaptionTrack } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { localisedErrorMessage } from '../../../components/query-error';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { usePutCaptions } from '../api/chapter-captions';
import { captionLanguageOptions, captionLanguageTags, languageName } from '../lib/caption-languages';
import { captionsProblem } from '../lib/captions-check';
import { languageNameIn } from '../lib/editor-i18n';

type Source = 'file' | 'paste';

/**
 * Adds a language's captions or replaces them: a language, an optional label, and a .vtt file (read as
 * text here) or pasted WebVTT. The text is checked like the server does before anything is sent.
 */
export function CaptionsForm({
  chapterId,
  tracks,
  initialLanguage,
  onDone,
}: {
  chapterId: string;
  tracks: readonly AdminCaptionTrack[];
  initialLanguage: string | null;
  onDone: () => void;
}) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [language, setLanguage] = useState<string | null>(initialLanguage);
  const [label, setLabel] = useState('');
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const save = usePutCaptions(chapterId);
  const existing = tracks.find((track) => track.language === language);
  // A stored language outside the usual list stays choosable, so it can be replaced.
  const options = [
    ...captionLanguageOptions(locale),
    ...tracks
      .filter((track) => !captionLanguageTags.includes(track.language))
      .map((track) => ({
        value: track.language,
        label: `${languageNameIn(locale, track.language)} (${track.language})`,
      })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!language) {
      setProblem(_('editor.captions.chooseLanguage'));
      return;
    }
    const text = source === 'file' ? ((await file?.text()) ?? '') : pasted;
    const found = captionsProblem(text, _);
    setProblem(found);
    if (found) return;
    const trimmed = label.trim();
    save.mutate(
      { language, text, ...(trimmed ? { label: trimmed } : {}) },
      { onSuccess: onDone, onError: setFailure },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('editor.captions.form')}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label={_('editor.details.language')}
            withAsterisk
            searchable
            data={options}
            value={language}
            onChange={setLanguage}
            nothingFoundMessage={_('editor.captions.noLanguage')}
            miw={200}
          />
          <TextInput
            label={_('editor.captions.label')}
            description={
              language
                ? // The server names a track without a label in English.
                  _('editor.captions.labelHint', { label: existing?.label ?? languageName(language) })
                : undefined
            }
            maxLength={60}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            miw={200}
          />
        </Group>
        <SegmentedControl
          aria-label={_('editor.captions.source')}
          data={[
            { value: 'file', label: _('editor.captions.sourceFile') },
            { value: 'paste', label: _('editor.captions.sourcePaste') },
          ]}
          value={source}
          onChange={(value) => setSource(value === 'paste' ? 'paste' : 'file')}
          style={{ alignSelf: 'flex-start' }}
        />
        {source === 'file' ? (
          <FileInput
            label={_('editor.captions.file')}
            description={_('editor.captions.fileHint')}
            placeholder={_('editor.captions.filePlaceholder')}
            accept=".vtt,text/vtt"
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': _('editor.captions.clearFile') }}
          />
        ) : (
          <Textarea
            label={_('editor.captions.text')}
            description={_('editor.captions.textHint')}
            autosize
            minRows={6}
            maxRows={16}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        {problem ? (
          <Alert color="red" role="alert" title={_('editor.captions.unusable')}>
            <Text size="sm">{problem}</Text>
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" title={_('editor.captions.notSaved')}>
            <Text size="sm">{localisedErrorMessage(failure, _)}</Text>
          </Alert>
        ) : null}
        {existing ? (
          <Text size="sm" c="dimmed">
            {_('editor.captions.replaces', { label: existing.label })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {_('editor.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {existing ? _('editor.captions.replaceSubmit') : _('editor.captions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
