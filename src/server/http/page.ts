/** CRMEB's page object: `{ page, limit, totalPage, total, list }` plus the `count` and `pages` aliases clients read. */
export interface PageResult<T> {
  page: number
  limit: number
  total: number
  totalPage: number
  count: number
  pages: number
  list: T[]
}

export function pageOf<T>(list: T[], total: number, page: number, limit: number): PageResult<T> {
  const totalPage = Math.max(1, Math.ceil(total / limit))
  return { page, limit, total, totalPage, count: total, pages: totalPage, list }
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit
