export { BELL_NOTICE_LIMIT, noticeKeys, unreadNoticesQuery } from './queries'
