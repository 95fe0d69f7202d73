import type { Page } from '~/contract'

/** CRMEB's page object (`Page` in src/contract); the embedded API always sends the `count` and `pages` aliases. */
export type PageResult<T> = Required<Page<T>>

export function pageOf<T>(list: T[], total: number, page: number, limit: number): PageResult<T> {
  const totalPage = Math.max(1, Math.ceil(total / limit))
  return { page, limit, total, totalPage, count: total, pages: totalPage, list }
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit
