/** A small levelled logger for the server (one line per event, to stdout/stderr). */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const
type Level = keyof typeof levels

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')) as Level
  return levels[wanted] ?? levels.info
}

function write(level: Exclude<Level, 'silent'>, message: string, extra?: unknown) {
  if (levels[level] < threshold()) return
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`
  const out = level === 'error' || level === 'warn' ? console.error : console.log
  if (extra === undefined) out(line)
  else out(line, extra)
}

export const logger = {
  debug: (m: string, extra?: unknown) => write('debug', m, extra),
  info: (m: string, extra?: unknown) => write('info', m, extra),
  warn: (m: string, extra?: unknown) => write('warn', m, extra),
  error: (m: string, extra?: unknown) => write('error', m, extra),
}
