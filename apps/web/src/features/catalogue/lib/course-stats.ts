import type { CourseDetails } from '@coursewise/contract';

type Module = CourseDetails['modules'][number];
type Breakdown = CourseDetails['ratingBreakdown'];

export interface OutlineTotals {
  modules: number;
  chapters: number;
  minutes: number;
}

/** Sums a module's chapter durations. */
export function moduleMinutes(module: Module): number {
  return module.chapters.reduce((sum, chapter) => sum + chapter.durationMinutes, 0);
}

/** How many modules and chapters the outline has, and how long it runs. */
export function outlineTotals(modules: Module[]): OutlineTotals {
  return {
    modules: modules.length,
    chapters: modules.reduce((sum, module) => sum + module.chapters.length, 0),
    minutes: modules.reduce((sum, module) => sum + moduleMinutes(module), 0),
  };
}

export interface RatingShare {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all ratings (0 when there are none). */
  percent: number;
}

/** The five bars of the rating breakdown, five stars first. */
export function ratingShares(breakdown: Breakdown): RatingShare[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const total = stars.reduce((sum, star) => sum + breakdown[star], 0);
  return stars.map((star) => ({
    stars: star,
    count: breakdown[star],
    percent: total === 0 ? 0 : Math.round((breakdown[star] / total) * 100),
  }));
}
