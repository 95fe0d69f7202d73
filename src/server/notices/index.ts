/** The notices domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { NoticeCommand, runNoticeCommand } from './ops'
export { noticeLinks, sendNotice } from './send'
