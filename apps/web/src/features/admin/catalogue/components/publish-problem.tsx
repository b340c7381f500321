import { Alert, List, Text } from '@mantine/core';
import { type ApiError, errorMessage, isApiError } from '../../../../lib/api-client';
import { asSentence } from '../lib/publish-needs';

/** Why publishing (or deleting) was refused: the server's message and each missing thing it named. */
export function PublishProblem({
  error,
  title,
  onClose,
}: {
  error: unknown;
  title: string;
  onClose: () => void;
}) {
  const details: ApiError['errors'] = isApiError(error) ? error.errors : [];
  return (
    <Alert
      color="red"
      title={title}
      role="alert"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Text size="sm">{errorMessage(error)}</Text>
      {details.length > 0 ? (
        <List size="sm" mt="xs">
          {details.map((item) => (
            <List.Item key={`${item.path}:${item.message}`}>{asSentence(item.message)}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
