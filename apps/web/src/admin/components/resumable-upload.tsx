import type { Upload } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { inSentence } from '../lib/locale-text';
import { idle, nextState, percentDone, progressLine } from '../lib/resumable-progress';
import { type ResumableUploadControl, startResumableUpload } from '../lib/tus-upload';
import { rememberUploadName, uploadName } from '../lib/upload-names';
import { VIDEO_TYPES } from './upload-field';
import classes from './upload-field.module.css';
import { type LocalFile, UploadPreview } from './upload-preview';

const MB = 1024 * 1024;

interface ResumableUploadProps {
  label: string;
  /** The stored video's key, or null when none is set. */
  value: string | null;
  /** The stored upload (its `key` is what the chapter keeps), or null when removed. */
  onChange: (upload: Upload | null) => void;
  /** Where the stored video plays (a signed link), for the link under its name. */
  storedUrl?: string | null;
  description?: string;
  /** Refused before sending (the server checks again). */
  maxBytes: number;
  error?: string;
}

/**
 * A video field that uploads with tus: a dropped connection resumes where it stopped (retried at once,
 * and after a reload when the same file is picked again), with Pause, Resume and Cancel, and the
 * percent, speed and time left under the bar. Refusals (413, 415) show the server's words.
 */
export function ResumableUpload(props: ResumableUploadProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const inputId = useId();
  const [state, dispatch] = useReducer(nextState, idle);
  const [local, setLocal] = useState<LocalFile | null>(null);
  const control = useRef<ResumableUploadControl | null>(null);
  // Leaving the page pauses (the server keeps what it has for a day); it never cancels.
  useEffect(() => () => control.current?.pause(), []);
  useEffect(() => (local ? () => URL.revokeObjectURL(local.objectUrl) : undefined), [local]);

  const start = async (file: File) => {
    if (file.size > props.maxBytes) {
      dispatch({ type: 'start', name: file.name, total: file.size, at: performance.now() });
      dispatch({
        type: 'fail',
        message: _('console.upload.tooLarge', { size: Math.round(props.maxBytes / MB) }),
      });
      return;
    }
    dispatch({ type: 'start', name: file.name, total: file.size, at: performance.now() });
    try {
      control.current = await startResumableUpload(
        file,
        {
          onProgress: (bytes) => dispatch({ type: 'progress', bytes, at: performance.now() }),
          onSuccess: (upload) => {
            control.current = null;
            rememberUploadName(upload, file.name);
            setLocal({
              values: [upload.key, upload.url],
              objectUrl: URL.createObjectURL(file),
              type: file.type,
            });
            dispatch({ type: 'finish' });
            props.onChange(upload);
          },
          onError: (message) => {
            control.current = null;
            dispatch({ type: 'fail', message });
          },
        },
        _,
      );
    } catch {
      dispatch({ type: 'fail', message: _('console.upload.couldNotStart') });
    }
  };

  const isActive = state.status === 'uploading' || state.status === 'paused';
  const line = progressLine(state, _, locale);
  const percent = isActive ? percentDone(state.samples.at(-1)?.bytes ?? 0, state.total) : 100;
  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ htmlFor: inputId }}
      description={props.description}
      error={state.status === 'failed' ? state.message : props.error}
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="xs" mt={4}>
        {props.value ? (
          <UploadPreview
            label={props.label}
            kind="file"
            value={props.value}
            name={uploadName(
              props.value,
              _('console.upload.current', { label: inSentence(props.label, locale) }),
            )}
            local={local}
            storedUrl={props.storedUrl}
          />
        ) : null}
        <input
          id={inputId}
          type="file"
          accept={VIDEO_TYPES}
          disabled={isActive}
          className={classes.input}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void start(file);
          }}
        />
        {isActive || state.status === 'done' ? (
          <Stack gap={4}>
            <Progress
              value={percent}
              aria-label={_('console.upload.progress', { label: props.label })}
              className={classes.progress}
              animated={state.status === 'uploading'}
            />
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {line}
              </Text>
              {isActive ? (
                <Group gap="xs">
                  {state.status === 'uploading' ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        control.current?.pause();
                        dispatch({ type: 'pause' });
                      }}
                    >
                      {_('console.upload.pause')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        control.current?.resume();
                        dispatch({ type: 'resume', at: performance.now() });
                      }}
                    >
                      {_('console.upload.resume')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      void control.current?.cancel().catch(() => undefined);
                      control.current = null;
                      dispatch({ type: 'cancel' });
                    }}
                  >
                    {_('console.upload.cancel')}
                  </Button>
                </Group>
              ) : null}
            </Group>
          </Stack>
        ) : null}
        {props.value && !isActive ? (
          <Button size="xs" variant="subtle" color="red" w="fit-content" onClick={() => props.onChange(null)}>
            {_('console.upload.remove', { label: inSentence(props.label, locale) })}
          </Button>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
