import { adminQuestionLimits } from '@coursewise/contract';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import type { QuestionSet } from '../api/question-set';
import { useImportQuestions } from '../api/questions';
import { lineNumberOf, questionTemplateCsv } from '../lib/question-csv';

const MAX_KB = Math.round(adminQuestionLimits.importBytesMax / 1024);

/** Offers the template as a file, made in the browser so it needs no signed request. */
function useTemplateUrl() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const link = URL.createObjectURL(new Blob([questionTemplateCsv()], { type: 'text/csv' }));
    setUrl(link);
    return () => URL.revokeObjectURL(link);
  }, []);
  return url;
}

/** CSV import of questions: the template, the file, and every refused row with its line number. */
export function CsvImport({ set }: { set: QuestionSet }) {
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
        One question a row: question, option1…option8, correct (the correct options’ numbers, e.g. 1;3),
        explanation, image_url. At most {adminQuestionLimits.importRowsMax} rows and {MAX_KB} KB. Every row is
        imported, or none.
      </Text>
      <Group gap="sm" align="flex-end">
        {templateUrl ? (
          <Button component="a" href={templateUrl} download="questions-template.csv" variant="subtle">
            Download the template
          </Button>
        ) : null}
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          w={260}
        />
        <Button onClick={send} disabled={!file} loading={importQuestions.isPending}>
          Import
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert" title="Nothing was imported">
          <Text size="sm">{errorMessage(failure)}</Text>
          {rows.length > 0 ? (
            <List size="sm" mt="xs" aria-label="Rows to fix">
              {rows.map((row) => (
                <List.Item key={`${row.path}:${row.message}`}>
                  {lineNumberOf(row.path) !== null ? `Line ${lineNumberOf(row.path)}: ` : ''}
                  {row.message}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
