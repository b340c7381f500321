import { adminQuestionLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { localisedErrorMessage } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import type { QuestionSet } from '../api/question-set';
import { useImportQuestions } from '../api/questions';
import { lineNumberOf, questionTemplateCsv } from '../lib/question-csv';

const MAX_KB = Math.round(adminQuestionLimits.importBytesMax / 1024);

/** The template as a file made in the browser (no signed request), its example in the page's language. */
function useTemplateUrl() {
  const { _ } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const link = URL.createObjectURL(new Blob([questionTemplateCsv(_)], { type: 'text/csv' }));
    setUrl(link);
    return () => URL.revokeObjectURL(link);
  }, [_]);
  return url;
}

/** CSV import of questions: the template, the file, and every refused row with its line number. */
export function CsvImport({ set }: { set: QuestionSet }) {
  const { _ } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const importQuestions = useImportQuestions(set);
  const templateUrl = useTemplateUrl();

  const send = () => {
    if (!file) return;
    setFailure(null);
    importQuestions.mutate(file, {
      onSuccess: () => setFile(null),
      onError: setFailure,
    });
  };
  const rows = isApiError(failure)
    ? [...failure.errors].sort((a, b) => (lineNumberOf(a.path) ?? 0) - (lineNumberOf(b.path) ?? 0))
    : [];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {_('editor.csv.intro', { rows: adminQuestionLimits.importRowsMax, kb: MAX_KB })}
      </Text>
      <Group gap="sm" align="flex-end">
        {templateUrl ? (
          <Button component="a" href={templateUrl} download="questions-template.csv" variant="subtle">
            {_('editor.csv.template')}
          </Button>
        ) : null}
        <FileInput
          label={_('editor.csv.file')}
          placeholder={_('editor.csv.filePlaceholder')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          w={260}
        />
        <Button onClick={send} disabled={!file} loading={importQuestions.isPending}>
          {_('editor.csv.import')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert" title={_('editor.csv.failed')}>
          <Text size="sm">{localisedErrorMessage(failure, _)}</Text>
          {rows.length > 0 ? (
            <List size="sm" mt="xs" aria-label={_('editor.csv.rows')}>
              {rows.map((row) => (
                <List.Item key={`${row.path}:${row.message}`}>
                  {lineNumberOf(row.path) !== null
                    ? _('editor.csv.line', { line: lineNumberOf(row.path), message: row.message })
                    : row.message}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
