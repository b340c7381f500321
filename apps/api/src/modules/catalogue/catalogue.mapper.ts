import type { CourseSummary } from '@coursewise/contract';
import type { StorageDriver } from '../../lib/storage/storage.js';
import type { CourseSummaryRow } from './catalogue.repository.js';

type FlagValue = number | boolean | null | undefined;
type SummaryRow = Omit<CourseSummaryRow, 'isWishlisted' | 'isInCart' | 'isPurchased' | 'fullCount'> & {
  isWishlisted?: FlagValue;
  isInCart?: FlagValue;
  isPurchased?: FlagValue;
};

/** The contract's course summary; flags appear only when the query computed them (a token was sent). */
export function toCourseSummary(row: SummaryRow, storage: StorageDriver): CourseSummary {
  const summary: CourseSummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.imageKey ? storage.url(row.imageKey) : null,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    level: row.level,
    language: row.language,
    price: row.priceCents,
    currency: 'USD',
    durationMinutes: row.durationMinutes,
    rating: { average: Number(row.ratingAverage), count: row.ratingCount },
    learners: row.learnersCount,
    instructorName: row.instructorName,
  };
  if (row.isWishlisted !== undefined) {
    summary.isWishlisted = Boolean(row.isWishlisted);
    summary.isInCart = Boolean(row.isInCart);
    summary.isPurchased = Boolean(row.isPurchased);
  }
  return summary;
}

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
