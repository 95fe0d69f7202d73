/** Types of orders-volume.mjs, for the API tests that import it (tests/api/seek-pages.test.ts, query-plans.test.ts). */
export function cloneOrders(
  execute: (statement: string) => Promise<unknown>,
  options: {
    templateId: number
    userIds: number[]
    count: number
    tag: string
    batch?: number
    log?: (message: string) => void
  },
): Promise<number>
