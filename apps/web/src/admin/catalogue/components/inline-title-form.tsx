import { adminCatalogueLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

interface InlineTitleFormProps {
  label: string;
  submitLabel: string;
  initialValue?: string;
  isPending?: boolean;
  /** Answers whether it was saved (the field then empties, for adding the next one). */
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  /** More inputs before the button (a chapter's type). */
  children?: ReactNode;
}

/** One title in a row with its button: adding a module or chapter, renaming one. */
export function InlineTitleForm({
  label,
  submitLabel,
  initialValue = '',
  isPending,
  onSubmit,
  onCancel,
  children,
}: InlineTitleFormProps) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return setError(_('editor.inlineTitle.required'));
    if (trimmed.length > adminCatalogueLimits.titleMax)
      return setError(_('editor.inlineTitle.tooLong', { max: adminCatalogueLimits.titleMax }));
    setError(null);
    try {
      await onSubmit(trimmed);
      if (!initialValue) setTitle('');
    } catch {
      // The mutation's error toast says why; the text stays for another try.
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={label}
          placeholder={label}
          value={title}
          error={error}
          onChange={(event) => setTitle(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        {children}
        <Button type="submit" variant="default" loading={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="subtle" onClick={onCancel}>
            {_('editor.common.cancel')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
