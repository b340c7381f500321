import { useLingui } from '@lingui/react';
import { Anchor, Image, Text } from '@mantine/core';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { inSentence } from '../lib/locale-text';
import classes from './upload-field.module.css';

/** A file picked and uploaded in this page: its bytes play from memory until the stored copy is saved. */
export interface LocalFile {
  /** The stored value it became (key or address), so the preview follows the field. */
  values: readonly string[];
  objectUrl: string;
  type: string;
}

interface UploadPreviewProps {
  label: string;
  kind: 'image' | 'file';
  value: string;
  /** The original name; for a picture only when known (its preview already shows what it is). */
  name: string | undefined;
  local: LocalFile | null;
  /** Where the stored file opens (a signed link for private files), when the field has one. */
  storedUrl?: string | null;
}

/** The current file of an upload field: its name and a preview (picture, player, or a link that opens it). */
export function UploadPreview({ label, kind, value, name, local, storedUrl }: UploadPreviewProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const fresh = local?.values.includes(value) ? local : null;
  const nameLine = name ? (
    <Text size="sm" className={classes.address}>
      <Text span c="dimmed" size="sm">
        {_('console.upload.file')}{' '}
      </Text>
      {name}
    </Text>
  ) : null;
  if (kind === 'image')
    return (
      <>
        <Image
          src={value}
          alt={_('console.upload.currentImage', { label })}
          className={classes.preview}
          radius="sm"
        />
        {nameLine}
      </>
    );
  if (fresh?.type.startsWith('video/'))
    return (
      <>
        {nameLine}
        {/* biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload; its captions are a separate field. */}
        <video
          controls
          preload="metadata"
          src={fresh.objectUrl}
          aria-label={_('console.upload.preview', { name: name ?? label })}
          className={classes.player}
        />
      </>
    );
  const opens = fresh?.objectUrl ?? storedUrl;
  return (
    <>
      {nameLine}
      {opens ? (
        <Anchor href={opens} target="_blank" rel="noopener" size="sm" w="fit-content">
          {_('console.upload.open', { name: name ?? inSentence(label, locale) })}
        </Anchor>
      ) : null}
    </>
  );
}
