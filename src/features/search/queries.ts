import { queryOptions } from '@tanstack/react-query'
import type { HotKeyword, SearchSuggestions } from '~/contract'
import { api } from '~/lib/api'
import type { ProductSearchFilters } from './screen-queries'

export type { HotKeyword, SearchSuggestions } from '~/contract'

export const HEADER_HOT_KEYWORDS = 3

export const searchKeys = {
  all: ['search'] as const,
  hotKeywords: () => [...searchKeys.all, 'hot-keywords'] as const,
  suggestions: (locale: string, keyword: string) => [...searchKeys.all, 'suggest', locale, keyword] as const,
  products: (filters: ProductSearchFilters) => [...searchKeys.all, 'products', filters] as const,
}

export const hotKeywordsQuery = () =>
  queryOptions({
    queryKey: searchKeys.hotKeywords(),
    queryFn: () => api.get<HotKeyword[]>('/api/front/search/keyword'),
    staleTime: 10 * 60_000,
  })

/** Suggestions wait this long after the last keystroke (`~/lib/debounce`). */
export const SUGGEST_DEBOUNCE_MS = 250

/**
 * The suggestions for a typed keyword, cached per locale (the answer is localized, and a language switch must not
 * show the previous language's names). Failures stay silent: the box still searches without them.
 */
export const searchSuggestionsQuery = (locale: string, keyword: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(locale, keyword),
    queryFn: ({ signal }) =>
      api.get<SearchSuggestions>('/api/front/search/suggest', { query: { keyword }, silent: true, signal }),
    enabled: keyword !== '',
    staleTime: 5 * 60_000,
  })
