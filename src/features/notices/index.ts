export { BELL_NOTICE_LIMIT, type Notice, unreadNoticesQuery } from './queries'
