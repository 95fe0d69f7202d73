export { HEADER_HOT_KEYWORDS, type HotKeyword, hotKeywordsQuery } from './queries'
