/** A plain-text table with right-aligned figures, readable in a terminal and pasteable as Markdown. */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, c) => Math.max(...cells.map((row) => row[c].length)));
  const line = (row) =>
    `| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (c === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

export const ns = (value) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
