// Types only from queries.ts: the route schemas read orderNumberParam here on every page's first load, and a value
// re-exported here would put the order queries in it too (decision 99); other features import ./queries.ts for those.
export type { OrderItem } from './queries'
export { orderNumberParam } from './schemas'
