/** Turns Lighthouse results into per-page medians and the markdown table bench/lighthouse writes. */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface Run {
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  failing: string[];
  finalUrl: string;
}

export interface PageResult {
  name: string;
  path: string;
  runs: Run[];
  /** Each category's median over the runs. */
  scores: Record<Category, number>;
  /** The run whose performance score is the median: its metrics and failing audits are reported. */
  median: Run;
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** An audit's largest estimated saving in ms (LCP, FCP or TBT), for ranking what to fix first. */
function savingsOf(audit: Result['audits'][string]): number {
  const savings = audit.metricSavings ?? {};
  return Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
}

/** Audits below 90 in any of the four categories, biggest estimated saving first, then worst score. */
function failingAudits(lhr: Result): string[] {
  const seen = new Set<string>();
  const failing: Result['audits'][string][] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || ref.group === 'metrics') continue;
      seen.add(ref.id);
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
      if (scored && audit.score !== null && audit.score < 0.9) failing.push(audit);
    }
  }
  return failing
    .sort((a, b) => savingsOf(b) - savingsOf(a) || (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

export function summarize(lhr: Result): Run {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
    failing: failingAudits(lhr),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

const middle = <T>(sorted: T[]): T => sorted[Math.floor((sorted.length - 1) / 2)] as T;

export function medianOf(name: string, path: string, runs: Run[]): PageResult {
  const medianScore = (category: Category) =>
    middle(runs.map((run) => run.scores[category]).sort((a, b) => a - b));
  return {
    name,
    path,
    runs,
    scores: {
      performance: medianScore('performance'),
      accessibility: medianScore('accessibility'),
      'best-practices': medianScore('best-practices'),
      seo: medianScore('seo'),
    },
    median: middle([...runs].sort((a, b) => a.scores.performance - b.scores.performance)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One build's results: this checkout's, or the baseline's it is compared with. */
export interface BuildResults {
  label: string;
  results: PageResult[];
}

function row(page: PageResult, build?: string): string {
  const { fcp, lcp, tbt, cls } = page.median.metrics;
  const s = page.scores;
  const who = build === undefined ? '' : ` ${build} |`;
  return `| ${page.name} \`${page.path}\` |${who} ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${seconds(fcp)} | ${seconds(lcp)} | ${Math.round(tbt)} ms | ${cls.toFixed(3)} |`;
}

/** One row per page; with a baseline, each page's rows for both builds one under the other. */
export function table(builds: BuildResults[]): string {
  const compared = builds.length > 1;
  const rows = (builds[0]?.results ?? []).flatMap((page, index) =>
    compared
      ? builds.flatMap((build) => {
          const own = build.results[index];
          return own ? [row(own, build.label)] : [];
        })
      : [row(page)],
  );
  const columns = 'performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |';
  return [
    `| page |${compared ? ' build |' : ''} ${columns}`,
    `|---|${compared ? '---|' : ''}---|---|---|---|---|---|---|---|`,
    ...rows,
  ].join('\n');
}

export interface ReportContext {
  date: string;
  lighthouse: string;
  chrome: string;
  runs: number;
  /** One-minute load averages at the start and the end: other work on the machine skews the scores. */
  load: [number, number];
}

export function markdown(builds: BuildResults[], context: ReportContext): string {
  const compared = builds.length > 1;
  const lines = [
    `# Lighthouse — ${context.date}`,
    '',
    `Lighthouse ${context.lighthouse}, mobile form factor with its default simulated throttling, ${context.chrome},`,
    `median of ${context.runs} runs per page, each in a fresh browser profile. The built app runs as`,
    '`npm start` runs it (node apps/api/dist/main.js, a fresh DATA_DIR with the demo seed, SQLite) on this',
    `machine (Node ${process.version}). Categories: the median of each; metrics and failing audits: the run`,
    "with the median performance score. The verify page is the demo learner's certificate, seen by a",
    'visitor. The player and checkout are signed in as the demo learner (checkout with one course in the',
    "cart); as private pages they say noindex, which Lighthouse's SEO category counts against them",
    '(is-crawlable) by design.',
    ...(compared
      ? [`Builds: ${builds.map((build) => build.label).join(' and ')}, audited in turn run by run.`]
      : []),
    `Load average (1 min) at the start ${context.load[0].toFixed(1)}, at the end ${context.load[1].toFixed(1)}.`,
    '',
    table(builds),
    '',
    'Performance of each run:',
    '',
    ...builds.flatMap((build) =>
      build.results.map(
        (page) =>
          `- ${page.name}${compared ? ` [${build.label}]` : ''}: ${page.runs.map((run) => run.scores.performance).join(', ')}`,
      ),
    ),
    '',
    '## Top failing audits (median run)',
    '',
  ];
  for (const build of builds) {
    for (const page of build.results) {
      lines.push(`### ${page.name} \`${page.path}\`${compared ? ` [${build.label}]` : ''}`, '');
      const top = page.median.failing.slice(0, 12);
      lines.push(...(top.length ? top.map((audit) => `- ${audit}`) : ['- none']), '');
    }
  }
  return lines.join('\n');
}
