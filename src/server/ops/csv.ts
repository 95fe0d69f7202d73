/**
 * The operator CLI's `--csv` output (RFC 4180), safe to open in a spreadsheet. Campaign names, notes and other
 * values come from shoppers' links and forms: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * would run as a formula there (CSV injection), so such a cell is written with a leading `'`, which spreadsheets
 * show as text. Numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = typeof value === 'string' ? value : JSON.stringify(value)
  // A decimal amount ("-2.50") is a number, not a formula.
  if (FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows (objects of one shape) as CSV with a header line; the columns are the first row's keys. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return ''
  const columns = Object.keys(rows[0])
  return (
    [columns.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join(
      '\r\n',
    ) + '\r\n'
  )
}
