import type { Measure } from './context.ts';

const COLUMNS: { title: string; value: (m: Measure) => string }[] = [
  { title: 'mesure', value: (m) => m.label },
  { title: 'req/s', value: (m) => m.rps.toFixed(1) },
  { title: 'p50 ms', value: (m) => m.p50.toFixed(2) },
  { title: 'p99 ms', value: (m) => m.p99.toFixed(2) },
  { title: 'moy. ms', value: (m) => m.mean.toFixed(2) },
  { title: 'requêtes', value: (m) => String(m.requests) },
  { title: 'erreurs', value: (m) => String(m.errors) },
];

/** A plain-text table, numbers right-aligned, readable in a terminal and in CI logs. */
export function formatTable(measures: Measure[]): string {
  const cells = measures.map((m) => COLUMNS.map((c) => c.value(m)));
  const widths = COLUMNS.map((c, i) => Math.max(c.title.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' │ ');
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  return [line(COLUMNS.map((c) => c.title)), rule, ...cells.map(line)].join('\n');
}
