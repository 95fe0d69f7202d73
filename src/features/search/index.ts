export { HEADER_HOT_KEYWORDS, hotKeywordsQuery, SUGGEST_DEBOUNCE_MS, searchSuggestionsQuery } from './queries'
