import { INSTRUCTOR_BIO_MAX, INSTRUCTOR_LINKS_MAX, type OwnInstructorProfile } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldError } from '../../../components/form-fields/field-form';
import { QueryError } from '../../../components/query-error';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useOwnInstructorProfile, useSaveOwnInstructorProfile } from '../api/instructor-profile';
import {
  type InstructorProfileValues,
  instructorProfileSchema,
  linksProblem,
  toBody,
  toFormValues,
} from '../instructor-profile-form';
import { SettingsSection } from './settings-section';

/** "Your public profile", for instructors: what `/instructors/{slug}` shows beside their courses. */
export function InstructorProfileSection() {
  const { _ } = useLingui();
  const profile = useOwnInstructorProfile();
  return (
    <SettingsSection title={_('profile.instructor.title')} description={_('profile.instructor.description')}>
      {profile.isPending ? (
        <Stack gap="sm" role="status" aria-label={_('profile.instructor.loading')}>
          <Skeleton height={36} />
          <Skeleton height={96} />
        </Stack>
      ) : profile.isError ? (
        <QueryError
          error={profile.error}
          onRetry={() => void profile.refetch()}
          title={_('profile.instructor.loadFailed')}
        />
      ) : (
        <InstructorProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
      )}
    </SettingsSection>
  );
}

function InstructorProfileForm({ profile }: { profile: OwnInstructorProfile }) {
  const { _ } = useLingui();
  const save = useSaveOwnInstructorProfile();
  // Built again when the language changes, so a refused field reads in the page's language.
  const resolver = useMemo(() => formResolver(instructorProfileSchema(_)), [_]);
  const form = useForm<InstructorProfileValues>({ resolver, defaultValues: toFormValues(profile) });
  const bioLength = form.watch('bio').length;

  const submit = form.handleSubmit((values) => {
    const problem = linksProblem(values.links, _);
    if (problem) {
      form.setError('links', { message: problem }, { shouldFocus: true });
      return;
    }
    save.mutate(toBody(values), {
      onSuccess: () => notify.success(_('profile.instructor.saved')),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setError('slug', { message: error.message }, { shouldFocus: true });
          return;
        }
        if (!applyServerFieldErrors(error, form.setError, ['slug', 'headline', 'bio', 'links']))
          notify.error(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        {profile.isPublic ? (
          <Text>
            <Anchor component={Link} to={`/instructors/${profile.slug}`} c="cyan.9" fw={600}>
              {_('profile.instructor.view')}
            </Anchor>
          </Text>
        ) : (
          <Text c="dimmed">{_('profile.instructor.notPublic')}</Text>
        )}
        <TextInput
          label={_('profile.instructor.slug')}
          description={_('profile.instructor.slugHint')}
          required
          autoComplete="off"
          error={fieldError(form, 'slug')}
          {...form.register('slug')}
        />
        <TextInput
          label={_('profile.instructor.headline')}
          description={_('profile.instructor.headlineHint')}
          error={fieldError(form, 'headline')}
          {...form.register('headline')}
        />
        <Textarea
          label={_('profile.instructor.bio')}
          description={_('profile.instructor.bioHint', { count: bioLength, max: INSTRUCTOR_BIO_MAX })}
          autosize
          minRows={4}
          error={fieldError(form, 'bio')}
          {...form.register('bio')}
        />
        <Textarea
          label={_('profile.instructor.links')}
          description={_('profile.instructor.linksHint', { max: INSTRUCTOR_LINKS_MAX })}
          autosize
          minRows={2}
          autoComplete="url"
          error={fieldError(form, 'links')}
          {...form.register('links')}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {_('profile.instructor.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
