import { useLingui } from '@lingui/react';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../../../components/icons';

interface CatalogueSearchProps {
  value: string;
  onSearch: (search: string) => void;
}

const TYPING_DELAY_MS = 400;

/** The catalogue's search box: results follow the typing after a short pause, or at once on Enter. */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const { _ } = useLingui();
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // Back/forward or "Clear filters" changed the URL: show its search, not what was typed before.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onSearch(trimmed);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause.
  useEffect(() => {
    const timer = window.setTimeout(() => commit(text), TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <search aria-label={_('catalogue.search.region')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            type="text"
            label={_('catalogue.search.label')}
            enterKeyHint="search"
            placeholder={_('catalogue.search.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<SearchIcon size={16} />}
            rightSection={
              text ? (
                <CloseButton
                  aria-label={_('catalogue.search.clear')}
                  onClick={() => {
                    setText('');
                    commit('');
                  }}
                />
              ) : null
            }
            maxLength={200}
            flex={1}
            size="md"
          />
          <Button type="submit" size="md">
            {_('catalogue.search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
