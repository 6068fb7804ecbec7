import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import {
  consoleTable,
  costsOf,
  DOC_END,
  DOC_START,
  failingAuditsOf,
  figuresOf,
  markdownFailingAudits,
  markdownTable,
  median,
  medianFigures,
  metAll,
  misses,
  replaceBetweenMarkers,
  unionOfAudits,
  type Figures,
  type PageResult,
} from '../scripts/bench-web-report';

const onTarget: Figures = { performance: 97, lcp: 1500, tbt: 90, cls: 0.01, fcp: 1100, accessibility: 100, seo: 100 };

/** The part of a Lighthouse result the report reads, shaped as Lighthouse 12 writes it. */
function lhr(overrides: { performance?: number | null; runtimeError?: { code: string; message: string } } = {}): Result {
  const audit = (id: string, score: number | null, extra: object = {}) => ({ id, title: `${id} title`, score, scoreDisplayMode: 'binary', ...extra });
  return {
    runtimeError: overrides.runtimeError,
    categories: {
      performance: {
        score: overrides.performance === undefined ? 0.874 : overrides.performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'layout-shifts', weight: 0, group: 'diagnostics' },
          { id: 'render-blocking-resources', weight: 0, group: 'diagnostics' },
          { id: 'dom-size', weight: 0, group: 'diagnostics' },
        ],
      },
      accessibility: {
        score: 0.93,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'video-caption', weight: 10 },
        ],
      },
      seo: { score: 0.92, auditRefs: [{ id: 'robots-txt', weight: 1 }, { id: 'document-title', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', 0.76, { numericValue: 3055.7 }),
      'total-blocking-time': audit('total-blocking-time', 0.83, { numericValue: 259.2 }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 0, { numericValue: 0.927 }),
      'first-contentful-paint': audit('first-contentful-paint', 0.75, { numericValue: 2280.9 }),
      'bootup-time': audit('bootup-time', 0, { displayValue: '1.3\u00a0s', metricSavings: { TBT: 350 } }),
      'unused-javascript': audit('unused-javascript', 0, { displayValue: 'Est savings of 34\u00a0KiB', metricSavings: { FCP: 150, LCP: 150 } }),
      'layout-shifts': audit('layout-shifts', 0, {
        metricSavings: { CLS: 0.927 },
        details: { type: 'table', items: [{ node: { type: 'node', selector: 'div#root > main#main' }, score: 0.927 }] },
      }),
      'render-blocking-resources': audit('render-blocking-resources', 0.5, { metricSavings: { FCP: 0, LCP: 0 } }),
      'dom-size': audit('dom-size', 1, { metricSavings: { TBT: 40 } }),
      'color-contrast': audit('color-contrast', 0),
      'image-alt': audit('image-alt', 1),
      'video-caption': audit('video-caption', null, { scoreDisplayMode: 'notApplicable' }),
      'robots-txt': audit('robots-txt', 0),
      'document-title': audit('document-title', 1),
    },
    environment: { benchmarkIndex: 1500 },
  } as unknown as Result;
}

describe('bench:web figures', () => {
  it('reads the scores as Lighthouse shows them (0–100, rounded) and the metrics in ms', () => {
    expect(figuresOf(lhr())).toEqual({ performance: 87, lcp: 3055.7, tbt: 259.2, cls: 0.927, fcp: 2280.9, accessibility: 93, seo: 92 });
  });

  it('has no figures for a run Lighthouse could not finish', () => {
    expect(figuresOf(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toBeNull();
    expect(figuresOf(lhr({ performance: null }))).toBeNull();
  });

  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(() => median([])).toThrow();
  });

  it('takes the median of each figure on its own, not one whole run', () => {
    const runs: Figures[] = [
      { ...onTarget, performance: 90, lcp: 2000 },
      { ...onTarget, performance: 96, lcp: 1200 },
      { ...onTarget, performance: 93, lcp: 1700 },
    ];
    expect(medianFigures(runs)).toEqual({ ...onTarget, performance: 93, lcp: 1700 });
    expect(medianFigures([])).toBeNull();
  });

  it('marks the figures that miss their targets, comparing what is shown', () => {
    expect(misses(onTarget)).toEqual([]);
    expect(misses({ ...onTarget, performance: 94.6, seo: 100 })).toEqual([]);
    expect(misses({ performance: 94, lcp: 1801, tbt: 151, cls: 0.021, fcp: 9000, accessibility: 97, seo: 99 })).toEqual([
      'performance',
      'lcp',
      'tbt',
      'cls',
      'accessibility',
      'seo',
    ]);
  });
});

describe('bench:web audits', () => {
  it('lists the accessibility and SEO audits that failed, not the passed or not applicable ones', () => {
    expect(failingAuditsOf(lhr())).toEqual([
      { category: 'accessibility', id: 'color-contrast', title: 'color-contrast title' },
      { category: 'seo', id: 'robots-txt', title: 'robots-txt title' },
    ]);
  });

  it('keeps each failing audit once over the runs', () => {
    const contrast = { category: 'accessibility' as const, id: 'color-contrast', title: 'contrast' };
    const robots = { category: 'seo' as const, id: 'robots-txt', title: 'robots' };
    expect(unionOfAudits([[contrast], [contrast, robots], []])).toEqual([contrast, robots]);
  });

  it('lists the failed diagnostics that save something, the largest LCP + TBT saving first, then CLS', () => {
    expect(costsOf(lhr())).toEqual([
      { id: 'bootup-time', title: 'bootup-time title', displayValue: '1.3 s', element: '', lcpMs: 0, tbtMs: 350, cls: 0 },
      { id: 'unused-javascript', title: 'unused-javascript title', displayValue: 'Est savings of 34 KiB', element: '', lcpMs: 150, tbtMs: 0, cls: 0 },
      { id: 'layout-shifts', title: 'layout-shifts title', displayValue: '', element: 'div#root > main#main', lcpMs: 0, tbtMs: 0, cls: 0.927 },
    ]);
  });
});

describe('bench:web tables', () => {
  const results: PageResult[] = [
    { path: '/', language: 'en', figures: onTarget, failing: [], costs: [], errors: [] },
    {
      path: '/tours?lng=ar',
      language: 'ar',
      figures: { ...onTarget, performance: 71, lcp: 3210.4, cls: 0.0004 },
      failing: [{ category: 'seo', id: 'robots-txt', title: 'robots.txt is not valid' }],
      costs: [],
      errors: [],
    },
    { path: '/events/1', language: 'en', figures: null, failing: [], costs: [], errors: ['NO_FCP'] },
  ];

  it('prints aligned columns, marks the misses and ends with the targets', () => {
    expect(consoleTable(results).split('\n')).toEqual([
      'page           language  performance  LCP ms      TBT ms    CLS     FCP ms  accessibility  SEO',
      '/              en        97           1,500       90        0.010   1,100   100            100',
      '/tours?lng=ar  ar        71 ✗         3,210 ✗     90        0.000   1,100   100            100',
      '/events/1      en        failed       failed      failed    failed  failed  failed         failed',
      'target                   ≥ 95         ≤ 1,800 ms  ≤ 150 ms  ≤ 0.02          ≥ 98           100',
    ]);
  });

  it('writes the same table in Markdown', () => {
    expect(markdownTable(results.slice(0, 2)).split('\n')).toEqual([
      '| page | language | performance | LCP ms | TBT ms | CLS | FCP ms | accessibility | SEO |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `/` | en | 97 | 1,500 | 90 | 0.010 | 1,100 | 100 | 100 |',
      '| `/tours?lng=ar` | ar | 71 ✗ | 3,210 ✗ | 90 | 0.000 | 1,100 | 100 | 100 |',
      '| **target** |  | ≥ 95 | ≤ 1,800 ms | ≤ 150 ms | ≤ 0.02 |  | ≥ 98 | 100 |',
    ]);
    expect(metAll(results.slice(0, 1))).toBe(true);
    expect(metAll(results.slice(0, 2))).toBe(false);
    expect(metAll([results[0]!, results[2]!])).toBe(false);
  });

  it('groups the failing audits by audit with the pages they failed on', () => {
    const both = [results[1]!, { ...results[1]!, path: '/tours', language: 'en' }];
    expect(markdownFailingAudits(both)).toBe('- seo `robots-txt`: robots.txt is not valid (`/tours?lng=ar` ar, `/tours` en)');
    expect(markdownFailingAudits(results.slice(0, 1))).toBe('No accessibility or SEO audit failed.');
  });

  it('replaces only what is between the markers, and refuses without them', () => {
    const document = `# Performance\n\n## Web pages\n\nHow.\n\n${DOC_START}\nold table\n${DOC_END}\n\n## After\n`;
    expect(replaceBetweenMarkers(document, 'new table\n')).toBe(`# Performance\n\n## Web pages\n\nHow.\n\n${DOC_START}\nnew table\n${DOC_END}\n\n## After\n`);
    expect(replaceBetweenMarkers('# Performance\n', 'new table')).toBeNull();
    expect(replaceBetweenMarkers(`${DOC_END}\n${DOC_START}\n`, 'new table')).toBeNull();
  });
});
