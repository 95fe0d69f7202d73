export { filterCount, replyConfigQuery } from './queries'
