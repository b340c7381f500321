import type { AdminCaptionTrack } from '@coursewise/contract';
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
import { errorMessage } from '../../../lib/api-client';
import { usePutCaptions } from '../api/chapter-captions';
import { captionLanguageOptions, languageName } from '../lib/caption-languages';
import { captionsProblem } from '../lib/captions-check';

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
    ...captionLanguageOptions,
    ...tracks
      .filter((track) => !captionLanguageOptions.some((option) => option.value === track.language))
      .map((track) => ({
        value: track.language,
        label: `${languageName(track.language)} (${track.language})`,
      })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!language) {
      setProblem('Choose the language of the captions');
      return;
    }
    const text = source === 'file' ? ((await file?.text()) ?? '') : pasted;
    const found = captionsProblem(text);
    setProblem(found);
    if (found) return;
    const trimmed = label.trim();
    save.mutate(
      { language, text, ...(trimmed ? { label: trimmed } : {}) },
      { onSuccess: onDone, onError: setFailure },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Captions file">
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Language"
            withAsterisk
            searchable
            data={options}
            value={language}
            onChange={setLanguage}
            nothingFoundMessage="No such language in the list"
            miw={200}
          />
          <TextInput
            label="Label (optional)"
            description={
              language
                ? `Shown to learners; “${existing?.label ?? languageName(language)}” if empty`
                : undefined
            }
            maxLength={60}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            miw={200}
          />
        </Group>
        <SegmentedControl
          aria-label="Captions source"
          data={[
            { value: 'file', label: 'Upload a .vtt file' },
            { value: 'paste', label: 'Paste text' },
          ]}
          value={source}
          onChange={(value) => setSource(value === 'paste' ? 'paste' : 'file')}
          style={{ alignSelf: 'flex-start' }}
        />
        {source === 'file' ? (
          <FileInput
            label="WebVTT file"
            description="A .vtt file, up to 1 MB."
            placeholder="Choose a .vtt file"
            accept=".vtt,text/vtt"
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          />
        ) : (
          <Textarea
            label="WebVTT text"
            description="Starts with WEBVTT, then cues such as “00:00.000 --> 00:04.000” and their text."
            autosize
            minRows={6}
            maxRows={16}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        {problem ? (
          <Alert color="red" role="alert" title="These captions cannot be used">
            <Text size="sm">{problem}</Text>
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" title="The captions were not saved">
            <Text size="sm">{errorMessage(failure)}</Text>
          </Alert>
        ) : null}
        {existing ? (
          <Text size="sm" c="dimmed">
            This replaces the current {existing.label} captions.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {existing ? 'Replace captions' : 'Save captions'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
