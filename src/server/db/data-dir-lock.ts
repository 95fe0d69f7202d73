/**
 * One process per PGlite data folder (decision 130). PGlite has no lock of its own: a second process (a server
 * started while the last one is still shutting down, a script, the operator CLI run by hand) that opens a folder in
 * use writes into it beside the owner and corrupts it (every later statement fails with `RuntimeError: Aborted()`).
 *
 * The owner claims `<folder>.lock` beside the folder (not in it: PGlite's dump reads the folder whole) by creating
 * it exclusively, with its pid and the kernel's start time of that pid. A claim finds the file and:
 * - its owner is gone (no such process, a zombie, or the pid now names another process: its start time differs),
 *   or the lock is unreadable: takes it over;
 * - its owner lives: waits up to `waitMs` for it to let go (a server shutting down), then refuses with a sentence
 *   that names the folder and the process.
 * A second open in the same process is refused the same way. kill -9 leaves the file; the next start takes it over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'

interface Owner {
  pid: number
  /** /proc/<pid>/stat's start time (clock ticks after boot), '' where there is no /proc. */
  started: string
}

export interface DataDirLock {
  path: string
  release: () => void
}

export class DataDirInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      pid === process.pid
        ? `The data folder ${folder} is already open in this process; open it once and share the handle.`
        : `The data folder ${folder} is in use by process ${pid} (a server or script on the same DATA_DIR). ` +
            `Stop that process first, or give this one another DATA_DIR.`,
    )
    this.name = 'DataDirInUseError'
  }
}

/** The kernel's view of a pid: gone, a zombie, or alive since `started`. */
function inspect(pid: number): { alive: false } | { alive: true; started: string } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields[0] === 'Z' || fields[0] === 'X') return { alive: false }
    return { alive: true, started: fields[19] ?? '' }
  } catch {
    // No /proc entry: either no such process (Linux) or no /proc at all (macOS): ask the kernel.
    try {
      process.kill(pid, 0)
      return { alive: true, started: '' }
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? { alive: true, started: '' } : { alive: false }
    }
  }
}

/** The lock file's text, or null when there is none. */
function readLock(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** The owner a lock's text names, or null when it names none (unreadable, half written). */
function ownerOf(text: string | null): Owner | null {
  try {
    const parsed = JSON.parse(text ?? '') as Partial<Owner>
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null
    return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : '' }
  } catch {
    return null
  }
}

/** Whether the lock's owner still runs: not gone, no zombie, and not a reused pid of a process started later. */
function isAlive(owner: Owner): boolean {
  const seen = inspect(owner.pid)
  if (!seen.alive) return false
  // The same pid started at another time is another process (pids are reused, often at once in containers).
  return !(owner.started && seen.started && owner.started !== seen.started)
}

function tryCreate(path: string, owner: Owner): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, JSON.stringify(owner))
  } finally {
    closeSync(fd)
  }
  return true
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Claims `folder` for this process; `release` (idempotent) removes the lock if it is still this process's. */
export async function lockDataDir(folder: string, { waitMs = 10_000 } = {}): Promise<DataDirLock> {
  const path = `${resolve(folder)}.lock`
  const self = inspect(process.pid)
  const me: Owner = { pid: process.pid, started: self.alive ? self.started : '' }
  const deadline = Date.now() + waitMs
  for (;;) {
    if (tryCreate(path, me)) break
    const text = readLock(path)
    // Gone between the failed create and the read: create again.
    if (text === null) continue
    const owner = ownerOf(text)
    if (!owner || !isAlive(owner)) {
      // Stale: remove it, unless another claimant replaced it meanwhile, and race for a fresh create (whoever loses
      // sees the winner alive on its next turn).
      if (readLock(path) === text) {
        try {
          unlinkSync(path)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
      continue
    }
    if (owner.pid === process.pid || Date.now() >= deadline) throw new DataDirInUseError(folder, owner.pid)
    await sleep(100)
  }
  let held = true
  const release = () => {
    if (!held) return
    held = false
    process.off('exit', release)
    const owner = ownerOf(readLock(path))
    if (owner?.pid === me.pid && owner.started === me.started) {
      try {
        unlinkSync(path)
      } catch {
        // Already gone: nothing to release.
      }
    }
  }
  // A process that ends without closing the database (an uncaught error, process.exit) still lets go.
  process.on('exit', release)
  return { path, release }
}
