import { useLingui } from '@lingui/react';
import { Alert, List, Text } from '@mantine/core';
import { useId } from 'react';
import { localisedErrorMessage } from '../../../components/query-error';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { asSentence } from '../lib/publish-needs';

/**
 * Why publishing (or deleting) was refused. A refusal that lists what is missing shows that list, each
 * item in words ("Add a cover image"); one without a list shows the server's message.
 */
export function PublishProblem({
  error,
  title,
  onClose,
}: {
  error: unknown;
  title: string;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const details: ApiError['errors'] = isApiError(error) ? error.errors : [];
  return (
    <Alert
      color="red"
      title={title}
      role="alert"
      withCloseButton
      closeButtonLabel={_('editor.common.dismiss')}
      onClose={onClose}
    >
      {details.length > 0 ? (
        <List size="sm">
          {details.map((item) => (
            <List.Item key={`${item.path}:${item.message}`}>{asSentence(item.message)}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{localisedErrorMessage(error, _)}</Text>
      )}
    </Alert>
  );
}

/** What a draft still needs before it can be published, as the server words it; nothing once it is ready. */
export function PublishNeeds({ needs }: { needs: readonly string[] }) {
  const { _ } = useLingui();
  const labelId = useId();
  if (needs.length === 0) return null;
  return (
    <div>
      <Text size="sm" c="dimmed" id={labelId}>
        {_('editor.publishNeeds.label')}
      </Text>
      <List size="sm" c="dimmed" aria-labelledby={labelId}>
        {needs.map((need) => (
          <List.Item key={need}>{need}</List.Item>
        ))}
      </List>
    </div>
  );
}
