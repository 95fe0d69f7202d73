export { BELL_NOTICE_LIMIT, type Notice, noticeKeys, unreadNoticesQuery } from './queries'
