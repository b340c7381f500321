import type { Static, TObject } from '@sinclair/typebox';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../lib/validation';

/**
 * A console form: react-hook-form validated by a TypeBox schema (the contract's body, or a form
 * schema built from its fields), so the form refuses what the server refuses.
 *
 *   const form = useAdminForm(FaqFormSchema, { question: '', answer: '' }, { trim: ['question'] });
 *   <form onSubmit={form.handleSubmit((values) => save.mutate(values, { onError: (e) => showSaveError(e, form) }))}>
 */
export function useAdminForm<S extends TObject>(
  schema: S,
  defaultValues: DefaultValues<Static<S>>,
  options: { trim?: ReadonlyArray<keyof Static<S> & string> } = {},
): UseFormReturn<Static<S>> {
  return useForm<Static<S>>({
    resolver: formResolver(schema, { trim: options.trim }),
    defaultValues,
    mode: 'onTouched',
  });
}

/** Every field path of a value (`social.twitter`), for matching the server's error paths. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  const paths = prefix ? [prefix] : [];
  for (const [key, child] of Object.entries(value))
    paths.push(...fieldPaths(child, prefix ? `${prefix}.${key}` : key));
  return paths;
}

/**
 * After a failed save: the server's per-field messages go under the inputs; anything else (a 409, a
 * rule) becomes an error toast. Use with `useAdminMutation({ silentError: true })`.
 */
export function showSaveError<V extends FieldValues>(error: unknown, form: UseFormReturn<V>): void {
  const fields = fieldPaths(form.getValues()) as Path<V>[];
  if (!applyServerFieldErrors(error, form.setError, fields)) notify.error(errorMessage(error));
}
