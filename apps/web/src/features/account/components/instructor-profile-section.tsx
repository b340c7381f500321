import type { OwnInstructorProfile } from '@coursewise/contract';
import { Anchor, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
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

const resolver = formResolver(instructorProfileSchema);

/** "Your public profile", for instructors: what `/instructors/{slug}` shows beside their courses. */
export function InstructorProfileSection() {
  const profile = useOwnInstructorProfile();
  return (
    <SettingsSection
      title="Your public profile"
      description="Learners see it on your instructor page, linked from each course you own. Your photo and name come from your personal details."
    >
      {profile.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your public profile…">
          <Skeleton height={36} />
          <Skeleton height={96} />
        </Stack>
      ) : profile.isError ? (
        <QueryError
          error={profile.error}
          onRetry={() => void profile.refetch()}
          title="Your public profile could not load"
        />
      ) : (
        <InstructorProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
      )}
    </SettingsSection>
  );
}

function InstructorProfileForm({ profile }: { profile: OwnInstructorProfile }) {
  const save = useSaveOwnInstructorProfile();
  const form = useForm<InstructorProfileValues>({ resolver, defaultValues: toFormValues(profile) });
  const bioLength = form.watch('bio').length;

  const submit = form.handleSubmit((values) => {
    const problem = linksProblem(values.links);
    if (problem) {
      form.setError('links', { message: problem }, { shouldFocus: true });
      return;
    }
    save.mutate(toBody(values), {
      onSuccess: () => notify.success('Your public profile has been saved'),
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
              View your public profile
            </Anchor>
          </Text>
        ) : (
          <Text c="dimmed">Your profile is not public yet: save it to publish it.</Text>
        )}
        <TextInput
          label="Profile address"
          description="Your page's address: /instructors/your-address"
          required
          autoComplete="off"
          error={fieldError(form, 'slug')}
          {...form.register('slug')}
        />
        <TextInput
          label="Headline"
          description="One line, e.g. “Baker and bread teacher”"
          error={fieldError(form, 'headline')}
          {...form.register('headline')}
        />
        <Textarea
          label="Biography"
          description={`Plain text, ${bioLength} of 2000 characters`}
          autosize
          minRows={4}
          error={fieldError(form, 'bio')}
          {...form.register('bio')}
        />
        <Textarea
          label="Links"
          description="Up to 5 https addresses, one per line: your website, LinkedIn, YouTube…"
          autosize
          minRows={2}
          autoComplete="url"
          error={fieldError(form, 'links')}
          {...form.register('links')}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            Save public profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
