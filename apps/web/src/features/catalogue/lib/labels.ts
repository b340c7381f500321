import type { Locale as CourseLanguage, CourseSort, Level } from '@coursewise/contract';

/*
 * The catalogue's named choices, each with the id of its message (shown through `_` where rendered):
 * levels, course languages and orders.
 */

export interface LabelledOption<T extends string> {
  value: T;
  /** The message id of its name. */
  label: string;
}

export const LEVEL_OPTIONS: readonly LabelledOption<Level>[] = [
  { value: 'beginner', label: 'catalogue.level.beginner' },
  { value: 'intermediate', label: 'catalogue.level.intermediate' },
  { value: 'advanced', label: 'catalogue.level.advanced' },
  { value: 'all', label: 'catalogue.level.all' },
];

/** The course languages, as the API takes them. */
export const LANGUAGE_OPTIONS: readonly LabelledOption<CourseLanguage>[] = [
  { value: 'en', label: 'catalogue.language.en' },
  { value: 'es', label: 'catalogue.language.es' },
  { value: 'fr', label: 'catalogue.language.fr' },
  { value: 'de', label: 'catalogue.language.de' },
];

/** The orders of the results; relevance only while searching. */
export const SORT_OPTIONS: readonly LabelledOption<CourseSort>[] = [
  { value: 'relevance', label: 'catalogue.sort.relevance' },
  { value: 'popular', label: 'catalogue.sort.popular' },
  { value: 'rating', label: 'catalogue.sort.rating' },
  { value: 'newest', label: 'catalogue.sort.newest' },
  { value: 'price_asc', label: 'catalogue.sort.priceAsc' },
  { value: 'price_desc', label: 'catalogue.sort.priceDesc' },
];

/** The message id naming `value`, if it is one of `options`. */
export function labelOf<T extends string>(
  options: readonly LabelledOption<T>[],
  value: string,
): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
