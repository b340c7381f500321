import type { HelpArticle } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { filterHelpArticles, groupHelpArticles } from './help-search';

const article = (id: string, category: string, title: string, body: string): HelpArticle => ({
  id,
  slug: id,
  title,
  category,
  body,
  position: 0,
});

const articles = [
  article(
    'a',
    'Account',
    'Creating your account',
    '<p>Choose <strong>Sign up</strong> and enter a code.</p>',
  ),
  article('b', 'Payments', 'Paying by card', '<p>We accept Visa &amp; Mastercard.</p>'),
  article('c', 'Account', 'Resetting a password', '<p>Use the reset code from the email.</p>'),
  article('d', 'Certificates', 'Sharing a certificate', '<p>Add it to your Café CV.</p>'),
];

describe('help search', () => {
  it('finds articles by title or body text, every word required, ignoring case and markup', () => {
    expect(filterHelpArticles(articles, 'CODE').map((a) => a.id)).toEqual(['a', 'c']);
    expect(filterHelpArticles(articles, 'visa mastercard').map((a) => a.id)).toEqual(['b']);
    expect(filterHelpArticles(articles, 'strong')).toEqual([]);
    expect(filterHelpArticles(articles, 'reset email').map((a) => a.id)).toEqual(['c']);
  });

  it('ignores accents and shows everything for an empty query', () => {
    expect(filterHelpArticles(articles, 'cafe').map((a) => a.id)).toEqual(['d']);
    expect(filterHelpArticles(articles, '   ')).toHaveLength(4);
  });

  it('groups by category in the order categories first appear', () => {
    expect(groupHelpArticles(articles).map((g) => [g.category, g.articles.map((a) => a.id)])).toEqual([
      ['Account', ['a', 'c']],
      ['Payments', ['b']],
      ['Certificates', ['d']],
    ]);
  });
});
