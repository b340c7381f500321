import type { HelpArticle } from '@coursewise/contract';
import { htmlToText } from '../../../lib/format';

export interface HelpGroup {
  category: string;
  articles: HelpArticle[];
}

/** Lower-case and without accents, so "cafe" finds "Café". */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Articles whose title or text contains every word of the query (all of them for an empty query). */
export function filterHelpArticles(articles: HelpArticle[], query: string): HelpArticle[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = normalise(`${article.title} ${article.category} ${htmlToText(article.body)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Groups articles by category, categories in the order they first appear (the editors' order). */
export function groupHelpArticles(articles: HelpArticle[]): HelpGroup[] {
  const groups = new Map<string, HelpArticle[]>();
  for (const article of articles) {
    const group = groups.get(article.category);
    if (group) group.push(article);
    else groups.set(article.category, [article]);
  }
  return [...groups].map(([category, items]) => ({ category, articles: items }));
}
