import { limits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useActiveLocale } from '../i18n/use-active-locale';
import { AVATAR_TYPES, findAvatarProblem, NOT_A_PICTURE } from '../lib/avatar-file';
import { formatFileSize } from '../lib/format';
import classes from './avatar-picker.module.css';

interface AvatarPickerProps {
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** The picture the user has now, shown until a new one is chosen. */
  currentUrl?: string | null;
  fallback?: string;
  disabled?: boolean;
  /** Removes the current picture (the profile page); without it there is no "Remove picture". */
  onRemoveCurrent?: () => void;
  isRemoving?: boolean;
}

/** A labelled file input for the profile picture with a live preview, checked before upload. */
export function AvatarPicker({
  value,
  onChange,
  error,
  onError,
  currentUrl,
  fallback,
  disabled,
  onRemoveCurrent,
  isRemoving = false,
}: AvatarPickerProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const maxSize = formatFileSize(limits.avatarMaxBytes, locale);
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // Which choice is being checked: a slower check of an earlier file must not overrule a later one.
  const choice = useRef(0);

  useEffect(() => {
    if (!value) {
      setPreviewUrl(null);
      // Cleared from outside (e.g. after saving): empty the native input too.
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = async (file: File | null) => {
    const current = ++choice.current;
    if (!file) {
      onError(null);
      onChange(null);
      return;
    }
    // Said as soon as it is chosen (its type, size and first bytes), not at Save.
    const problem = await findAvatarProblem(file);
    if (current !== choice.current) return;
    // The check has two answers: not a picture, or too large.
    onError(
      problem === null
        ? null
        : problem === NOT_A_PICTURE
          ? _('shared.avatar.notPicture')
          : _('shared.avatar.tooLarge', { size: maxSize }),
    );
    onChange(problem ? null : file);
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={_('shared.avatar.label')}
      description={_('shared.avatar.hint', { size: maxSize })}
      error={error}
    >
      <Group gap="md" align="center" wrap="nowrap" mt={4}>
        <Avatar
          src={previewUrl ?? currentUrl ?? null}
          alt={_('shared.avatar.preview')}
          size={72}
          radius="50%"
          color="violet"
        >
          {fallback}
        </Avatar>
        <Stack gap={4} className={classes.controls}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className={classes.input}
            disabled={disabled}
            aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
          />
          {value ? (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={() => void choose(null)}
              disabled={disabled}
              w="fit-content"
            >
              {_('shared.avatar.removeChosen')}
            </Button>
          ) : currentUrl && onRemoveCurrent ? (
            <Button
              variant="subtle"
              color="red.8"
              size="compact-sm"
              onClick={onRemoveCurrent}
              loading={isRemoving}
              disabled={disabled || isRemoving}
              w="fit-content"
            >
              {_('shared.avatar.remove')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
