import { setupI18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageScopedQueries } from './use-language-scoped-queries';

describe('content in the page’s language', () => {
  it('fetches the CMS pages, FAQs and help articles again on a switch of language, and nothing else', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {}, de: {} } });
    const queryClient = new QueryClient();
    for (const key of [['cms', 'about'], ['faqs'], ['help-articles'], ['courses', 'list', {}]])
      queryClient.setQueryData(key, 'loaded');
    const invalidated = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[0]);
    function Probe() {
      useLanguageScopedQueries(i18n, queryClient);
      return null;
    }
    render(<Probe />);

    // A page's catalogue arriving in the same language changes nothing.
    act(() => i18n.load('en', { 'x.y': 'Words' }));
    expect(invalidated()).toEqual([]);

    act(() => i18n.activate('de'));
    expect(invalidated().sort()).toEqual(['cms', 'faqs', 'help-articles']);
  });
});
