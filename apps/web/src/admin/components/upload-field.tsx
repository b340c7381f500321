import type { Upload, UploadArea } from '@coursewise/contract';
import { uploadLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { localisedErrorMessage } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatPercent, inSentence } from '../lib/locale-text';
import { uploadFile, useUploadRoute } from '../lib/upload-file';
import { knownUploadName, rememberUploadName, uploadName } from '../lib/upload-names';
import classes from './upload-field.module.css';
import { type LocalFile, UploadPreview } from './upload-preview';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
export const VIDEO_TYPES = 'video/mp4,video/webm';
const MB = 1024 * 1024;

interface UploadFieldProps {
  label: string;
  /** Where the file is used (`course-image`, `faq`, `video`…): the server picks sizes and limits. */
  area: UploadArea;
  /** The current file's URL (for the preview), or null when none is set. */
  value: string | null;
  /** The stored upload (store its `key` or `url`, as the resource expects), or null when removed. */
  onChange: (upload: Upload | null) => void;
  accept?: string;
  /** Images show a preview; other files their name, a player (videos) or a link that opens them. */
  kind?: 'image' | 'file';
  /** Where the stored file opens (a signed link for a private file), for the link under its name. */
  storedUrl?: string | null;
  description?: string;
  /** Refused before sending (the server checks again). */
  maxBytes?: number;
  error?: string;
}

/**
 * A file input that uploads at once with a progress bar, shows the server's message when the file is
 * refused, a preview of images, and lets the admin replace or remove the file.
 */
export function UploadField(props: UploadFieldProps) {
  const { kind = 'image', maxBytes = kind === 'image' ? uploadLimits.imageMaxBytes : undefined } = props;
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalFile | null>(null);
  const controller = useRef<AbortController | null>(null);
  const route = useUploadRoute();
  useEffect(() => () => controller.current?.abort(), []);
  // The picked file's bytes stay in memory for its preview until another replaces it.
  useEffect(() => (local ? () => URL.revokeObjectURL(local.objectUrl) : undefined), [local]);

  const start = async (file: File) => {
    setFailure(null);
    if (maxBytes !== undefined && file.size > maxBytes) {
      setFailure(_('console.upload.tooLarge', { size: Math.round(maxBytes / MB) }));
      return;
    }
    controller.current = new AbortController();
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, props.area, _, {
        onProgress: setProgress,
        signal: controller.current.signal,
        route,
      });
      rememberUploadName(uploaded, file.name);
      setLocal({
        values: [uploaded.key, uploaded.url],
        objectUrl: URL.createObjectURL(file),
        type: file.type,
      });
      props.onChange(uploaded);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setFailure(localisedErrorMessage(error, _));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const isUploading = progress !== null;
  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ htmlFor: inputId }}
      description={props.description}
      error={failure ?? props.error}
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="xs" mt={4}>
        {props.value ? (
          <UploadPreview
            label={props.label}
            kind={kind}
            value={props.value}
            name={
              kind === 'image'
                ? knownUploadName(props.value)
                : uploadName(
                    props.value,
                    _('console.upload.current', { label: inSentence(props.label, locale) }),
                  )
            }
            local={local}
            storedUrl={props.storedUrl}
          />
        ) : null}
        <input
          id={inputId}
          type="file"
          accept={props.accept ?? IMAGE_TYPES}
          disabled={isUploading}
          className={classes.input}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void start(file);
          }}
        />
        {isUploading ? (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={progress}
              aria-label={_('console.upload.progress', { label: props.label })}
              className={classes.progress}
              animated
            />
            <Text size="sm" aria-live="polite">
              {formatPercent(progress, locale)}
            </Text>
            <Button size="xs" variant="default" onClick={() => controller.current?.abort()}>
              {_('console.upload.cancel')}
            </Button>
          </Group>
        ) : null}
        {props.value && !isUploading ? (
          <Button size="xs" variant="subtle" color="red" w="fit-content" onClick={() => props.onChange(null)}>
            {_('console.upload.remove', { label: inSentence(props.label, locale) })}
          </Button>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
