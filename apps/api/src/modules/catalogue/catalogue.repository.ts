import type { Locale } from '@coursewise/contract';
import { type Expression, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { type CourseFlags, flagSelections, summaryColumns } from '../courses/course-summary.js';
import { ftsMatches, matchesSearch, searchRank } from './course-search.js';

export interface CourseFilter {
  terms: string[];
  categorySlug?: string;
  level?: Database['courses']['level'];
  language?: Locale;
  minPrice?: number;
  maxPrice?: number;
}

export type CourseOrder = 'popular' | 'rating' | 'newest' | 'price_asc' | 'price_desc' | 'relevance';

function filtered(db: Executor, dialect: DialectName, filter: CourseFilter) {
  // The category filter is a subquery, so counts and page ids read courses (and its indexes) alone;
  // only a SQLite search joins its full-text matches.
  const { terms } = filter;
  let query = db
    .selectFrom('courses')
    // SQLite: joined to the full-text matches, whose rank (`fts.fts_rank`) orders by relevance.
    .$if(dialect === 'sqlite' && terms.length > 0, (q) =>
      q.innerJoin(ftsMatches(terms), (join) => join.on(sql<boolean>`fts.fts_rowid = courses.rowid`)),
    )
    .where('courses.published', '=', 1);
  if (dialect === 'postgres' && terms.length > 0) query = query.where(matchesSearch(terms));
  if (filter.categorySlug) {
    const slug = filter.categorySlug;
    query = query.where('courses.categoryId', 'in', (eb) =>
      eb.selectFrom('categories').select('categories.id').where('categories.slug', '=', slug),
    );
  }
  if (filter.level) query = query.where('courses.level', '=', filter.level);
  if (filter.language) query = query.where('courses.language', '=', filter.language);
  if (filter.minPrice !== undefined) query = query.where('courses.priceCents', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('courses.priceCents', '<=', filter.maxPrice);
  return query;
}

export async function countCourses(
  db: Executor,
  dialect: DialectName,
  filter: CourseFilter,
): Promise<number> {
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type OrderTerm = [Expression<unknown>, 'asc' | 'desc'];

/**
 * The sort of a list; the id last makes every order total, so pages never repeat or skip a course.
 * `ftsRank` is where SQLite's full-text rank is in scope (the join, or the page it was carried to).
 */
function orderTerms(
  dialect: DialectName,
  filter: CourseFilter,
  order: CourseOrder,
  ftsRank: Expression<number>,
): OrderTerm[] {
  const ref = (column: string) => sql.ref(column);
  const terms: OrderTerm[] = (() => {
    switch (order) {
      case 'relevance':
        if (filter.terms.length === 0) return [[ref('courses.learnersCount'), 'desc']];
        return dialect === 'postgres' ? [[searchRank(filter.terms), 'desc']] : [[ftsRank, 'asc']];
      case 'rating':
        return [
          [ref('courses.ratingAverage'), 'desc'],
          [ref('courses.ratingCount'), 'desc'],
        ];
      case 'newest':
        return [[ref('courses.createdAt'), 'desc']];
      case 'price_asc':
        return [[ref('courses.priceCents'), 'asc']];
      case 'price_desc':
        return [[ref('courses.priceCents'), 'desc']];
      default:
        return [
          [ref('courses.learnersCount'), 'desc'],
          [ref('courses.ratingAverage'), 'desc'],
        ];
    }
  })();
  return [...terms, [ref('courses.id'), 'asc']];
}

/**
 * One page of published course summaries with the total and the learner's flags, in one statement.
 * The page's ids are chosen first (an index walk for the usual sorts), so the columns and the flags
 * are computed for those rows only; the total is an uncorrelated subquery, evaluated once.
 */
export function listCourses(
  db: Executor,
  dialect: DialectName,
  filter: CourseFilter,
  order: CourseOrder,
  page: { limit: number; offset: number },
  flags: CourseFlags | null,
) {
  const byFtsRank = dialect === 'sqlite' && order === 'relevance' && filter.terms.length > 0;
  let pageIds = filtered(db, dialect, filter)
    .select('courses.id as pageId')
    .$if(byFtsRank, (q) => q.select(sql<number>`fts.fts_rank`.as('pageRank')));
  for (const [expression, direction] of orderTerms(dialect, filter, order, sql`fts.fts_rank`)) {
    pageIds = pageIds.orderBy(expression, direction);
  }
  // Joining from the page (a dozen ids) makes both engines look each course up by its key.
  let query = db
    .selectFrom(pageIds.limit(page.limit).offset(page.offset).as('page'))
    .innerJoin('courses', 'courses.id', 'page.pageId')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .select(summaryColumns)
    .select(
      filtered(db, dialect, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .as('fullCount'),
    )
    .select(flagSelections(flags));
  for (const [expression, direction] of orderTerms(dialect, filter, order, sql.ref('page.pageRank'))) {
    query = query.orderBy(expression, direction);
  }
  return query.execute();
}

export function listCategories(db: Executor) {
  return db
    .selectFrom('categories')
    .select(['categories.id', 'categories.slug', 'categories.name'])
    .select((eb) =>
      eb
        .selectFrom('courses')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('courses.categoryId', '=', 'categories.id')
        .where('courses.published', '=', 1)
        .as('courseCount'),
    )
    .orderBy('categories.position')
    .orderBy('categories.name')
    .execute();
}
