export {
  HEADER_HOT_KEYWORDS,
  type HotKeyword,
  hotKeywordsQuery,
  SEARCH_PAGE_SIZE,
  searchMerchantsQuery,
  searchProductsQuery,
  SUGGEST_DEBOUNCE_MS,
  type SearchSuggestions,
  searchSuggestionsQuery,
} from './queries'
export { SEARCH_SORTS, SEARCH_TABS, type SearchSort, type SearchTab } from './params'
export type { SearchParams } from './schemas'
