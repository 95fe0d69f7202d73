import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir } from './data-dir-lock'

const root = mkdtempSync(join(tmpdir(), 'shop-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

let folderCount = 0
const folder = () => join(root, `pglite-${++folderCount}`)

/** /proc/<pid>/stat's start time, as the lock records it. */
function startedOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

const children: ChildProcess[] = []
function sleeper(seconds: number): ChildProcess {
  const child = spawn(process.execPath, ['-e', `setTimeout(() => {}, ${seconds * 1000})`], { stdio: 'ignore' })
  children.push(child)
  return child
}
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()))
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL')
    await exited(child)
  }
})

/** Whether the kernel has ended `pid`: no /proc entry, or a zombie its parent has not reaped yet. */
function endedInKernel(pid: number): boolean {
  if (!existsSync(`/proc/${pid}/stat`)) return true
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return ['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0])
}

/** The lock another process would hold on `dir`. */
function heldBy(dir: string, pid: number, started = startedOf(pid)) {
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid, started }))
}

describe('one process per PGlite data folder (decision 130)', () => {
  it('refuses a folder a living process holds, naming it, and takes it over once that process is gone', async () => {
    const dir = folder()
    const owner = sleeper(30)
    heldBy(dir, owner.pid!)
    const refused = await lockDataDir(dir, { waitMs: 300 }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirInUseError)
    expect((refused as Error).message).toBe(
      `The data folder ${dir} is in use by process ${owner.pid} (a server or script on the same DATA_DIR). ` +
        'Stop that process first, or give this one another DATA_DIR.',
    )
    // Still the owner's: a refused claim leaves its lock alone.
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(owner.pid)

    owner.kill('SIGKILL')
    await exited(owner)
    const lock = await lockDataDir(dir, { waitMs: 0 })
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toEqual({ pid: process.pid, started: startedOf(process.pid) })
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
  })

  it('waits for an owner that is shutting down', async () => {
    const dir = folder()
    const owner = sleeper(0.4)
    heldBy(dir, owner.pid!)
    const lock = await lockDataDir(dir, { waitMs: 10_000 })
    // The owner had ended when the lock came: the kernel holds it as a zombie until this process reaps it, and its
    // exit may reach this event loop only later (a busy CI machine once read `exitCode` null here).
    expect(endedInKernel(owner.pid!)).toBe(true)
    await exited(owner)
    expect(owner.exitCode).toBe(0)
    lock.release()
  })

  it('takes over a lock whose pid now names another process, or that is unreadable', async () => {
    const dir = folder()
    const other = sleeper(30)
    heldBy(dir, other.pid!, '1')
    ;(await lockDataDir(dir, { waitMs: 0 })).release()

    writeFileSync(`${dir}.lock`, 'not json')
    ;(await lockDataDir(dir, { waitMs: 0 })).release()
  })

  it('refuses a second open in the same process, and a release does not remove a lock it no longer holds', async () => {
    const dir = folder()
    const lock = await lockDataDir(dir)
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(
      `The data folder ${dir} is already open in this process; open it once and share the handle.`,
    )
    const other = sleeper(30)
    heldBy(dir, other.pid!)
    lock.release()
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(other.pid)
  })
})
