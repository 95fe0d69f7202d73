/** Types of nginx.mjs for the tests that run the scale-out nginx block (tests/crash/online-safety.test.ts). */
export function ensureNginx(): string
export function nginxConfig(work: string, ports: { nginx: number; a: number; b: number }): { dir: string; path: string }
