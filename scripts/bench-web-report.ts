/**
 * The arithmetic and the printing of `npm run bench:web` (scripts/bench-web.ts), kept apart from the
 * browser and the server so it can be tested: the figures read from a Lighthouse result, their medians,
 * the targets in docs/performance.md and which figures miss them, the table (console and Markdown), the audits that
 * fail, and the docs/performance.md section between its markers.
 */
import type { Result } from 'lighthouse';

/** What one Lighthouse run says about a page: scores 0–100 as Lighthouse shows them, times in ms. */
export interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  accessibility: number;
  seo: number;
}
export type Figure = keyof Figures;

export interface FailingAudit {
  category: 'accessibility' | 'seo';
  id: string;
  title: string;
}

/** A performance audit that costs time or stability, with what Lighthouse estimates fixing it would save. */
export interface Cost {
  id: string;
  title: string;
  displayValue: string;
  /** The first element the audit names (the LCP element, the element that shifted), as a CSS selector. */
  element: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One page in one language, over all its runs. */
export interface PageResult {
  path: string;
  language: string;
  /** Median of each figure over the runs that finished; null when none did. */
  figures: Figures | null;
  failing: FailingAudit[];
  costs: Cost[];
  errors: string[];
}

/** The targets of docs/performance.md. A figure without a target (FCP) is shown for diagnosis only. */
export const TARGETS: Partial<Record<Figure, { max?: number; min?: number; label: string }>> = {
  performance: { min: 95, label: '≥ 95' },
  lcp: { max: 1800, label: '≤ 1,800 ms' },
  tbt: { max: 150, label: '≤ 150 ms' },
  cls: { max: 0.02, label: '≤ 0.02' },
  accessibility: { min: 98, label: '≥ 98' },
  seo: { min: 100, label: '100' },
};

const COLUMNS: { figure: Figure; heading: string; format: (value: number) => string }[] = [
  { figure: 'performance', heading: 'performance', format: (value) => String(Math.round(value)) },
  { figure: 'lcp', heading: 'LCP ms', format: (value) => Math.round(value).toLocaleString('en-US') },
  { figure: 'tbt', heading: 'TBT ms', format: (value) => Math.round(value).toLocaleString('en-US') },
  { figure: 'cls', heading: 'CLS', format: (value) => value.toFixed(3) },
  { figure: 'fcp', heading: 'FCP ms', format: (value) => Math.round(value).toLocaleString('en-US') },
  { figure: 'accessibility', heading: 'accessibility', format: (value) => String(Math.round(value)) },
  { figure: 'seo', heading: 'SEO', format: (value) => String(Math.round(value)) },
];

/** The mark beside a figure that misses its target. */
export const MISS = '✗';

/** The figures of one run, or null when Lighthouse could not measure the page (runtimeError, no score). */
export function figuresOf(lhr: Result): Figures | null {
  if (lhr.runtimeError) return null;
  const score = (id: string) => lhr.categories[id]?.score;
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const read = {
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    accessibility: score('accessibility'),
    seo: score('seo'),
  };
  if (Object.values(read).some((figure) => typeof figure !== 'number')) return null;
  const scoreOf = (figure: number | null | undefined) => Math.round((figure as number) * 100);
  return {
    performance: scoreOf(read.performance),
    lcp: read.lcp as number,
    tbt: read.tbt as number,
    cls: read.cls as number,
    fcp: read.fcp as number,
    accessibility: scoreOf(read.accessibility),
    seo: scoreOf(read.seo),
  };
}

/** The accessibility and SEO audits that count towards the score and did not pass. */
export function failingAuditsOf(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ['accessibility', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && typeof audit.score === 'number' && audit.score < 1) failing.push({ category, id: ref.id, title: audit.title });
    }
  }
  return failing;
}

/** The selector of the first element an audit's details name, searched depth first; '' when none. */
function firstElement(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const record = details as Record<string, unknown>;
  if (record.type === 'node' && typeof record.selector === 'string') return record.selector;
  for (const value of Object.values(record)) {
    const found = firstElement(value);
    if (found) return found;
  }
  return '';
}

/**
 * The performance diagnostics that did not pass and that Lighthouse says would save LCP, TBT or CLS,
 * the largest LCP + TBT saving first, then the largest CLS saving.
 */
export function costsOf(lhr: Result): Cost[] {
  const costs: Cost[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.group !== 'diagnostics' || !audit || typeof audit.score !== 'number' || audit.score >= 1) continue;
    const cost = {
      id: ref.id,
      title: audit.title,
      displayValue: (audit.displayValue ?? '').replace(/\s/g, ' '),
      element: firstElement(audit.details),
      lcpMs: audit.metricSavings?.LCP ?? 0,
      tbtMs: audit.metricSavings?.TBT ?? 0,
      cls: audit.metricSavings?.CLS ?? 0,
    };
    if (cost.lcpMs + cost.tbtMs + cost.cls > 0) costs.push(cost);
  }
  return costs.sort((a, b) => b.lcpMs + b.tbtMs - (a.lcpMs + a.tbtMs) || b.cls - a.cls);
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each figure on its own (the runs' medians need not come from the same run). */
export function medianFigures(runs: Figures[]): Figures | null {
  if (runs.length === 0) return null;
  const of = (figure: Figure) => median(runs.map((run) => run[figure]));
  return {
    performance: of('performance'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    fcp: of('fcp'),
    accessibility: of('accessibility'),
    seo: of('seo'),
  };
}

/** The audits that failed in any run, once each, in the order first seen. */
export function unionOfAudits(runs: FailingAudit[][]): FailingAudit[] {
  const seen = new Map<string, FailingAudit>();
  for (const audit of runs.flat()) if (!seen.has(audit.id)) seen.set(audit.id, audit);
  return [...seen.values()];
}

/** The figures that miss their target, compared as they are shown (scores rounded). */
export function misses(figures: Figures): Figure[] {
  return COLUMNS.filter(({ figure, format }) => {
    const target = TARGETS[figure];
    const shown = Number(format(figures[figure]).replace(/,/g, ''));
    return target && ((target.min !== undefined && shown < target.min) || (target.max !== undefined && shown > target.max));
  }).map(({ figure }) => figure);
}

export function metAll(results: PageResult[]): boolean {
  return results.every((result) => result.figures !== null && misses(result.figures).length === 0);
}

function cells(result: PageResult): string[] {
  const { figures } = result;
  if (!figures) return COLUMNS.map(() => 'failed');
  const missed = misses(figures);
  return COLUMNS.map(({ figure, format }) => `${format(figures[figure])}${missed.includes(figure) ? ` ${MISS}` : ''}`);
}

const HEADINGS = ['page', 'language', ...COLUMNS.map((column) => column.heading)];
const targetRow = () => ['target', '', ...COLUMNS.map(({ figure }) => TARGETS[figure]?.label ?? '')];

/** The table for a terminal: aligned columns, the targets as the last row. */
export function consoleTable(results: PageResult[]): string {
  const rows = [HEADINGS, ...results.map((result) => [result.path, result.language, ...cells(result)]), targetRow()];
  const widths = HEADINGS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

/** The same table in Markdown, the path as code. */
export function markdownTable(results: PageResult[]): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    line(HEADINGS),
    line(HEADINGS.map(() => '---')),
    ...results.map((result) => line([`\`${result.path}\``, result.language, ...cells(result)])),
    line(targetRow().map((cell, column) => (column === 0 ? `**${cell}**` : cell))),
  ].join('\n');
}

/** Failing audits grouped by audit, each with the pages it failed on: what a developer fixes, once. */
export function markdownFailingAudits(results: PageResult[]): string {
  const byAudit = new Map<string, { audit: FailingAudit; pages: string[] }>();
  for (const result of results) {
    for (const audit of result.failing) {
      const entry = byAudit.get(audit.id) ?? { audit, pages: [] };
      entry.pages.push(`\`${result.path}\` ${result.language}`);
      byAudit.set(audit.id, entry);
    }
  }
  if (byAudit.size === 0) return 'No accessibility or SEO audit failed.';
  return [...byAudit.values()]
    .map(({ audit, pages }) => `- ${audit.category} \`${audit.id}\`: ${audit.title} (${pages.join(', ')})`)
    .join('\n');
}

export const DOC_START = '<!-- bench:web:start -->';
export const DOC_END = '<!-- bench:web:end -->';

/** The document with `content` between the markers, or null when the markers are not there in order. */
export function replaceBetweenMarkers(document: string, content: string): string | null {
  const start = document.indexOf(DOC_START);
  const end = document.indexOf(DOC_END);
  if (start < 0 || end < start) return null;
  return `${document.slice(0, start + DOC_START.length)}\n${content.trim()}\n${document.slice(end)}`;
}
