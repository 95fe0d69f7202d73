import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Group, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMatch, useRouter } from '@tanstack/react-router'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { HEADER_HOT_KEYWORDS, hotKeywordsQuery, SUGGEST_DEBOUNCE_MS, searchSuggestionsQuery } from '~/features/search'
import { useInputDebounce } from '~/lib/debounce'
import { hrefOf, to } from '~/lib/links'
import { useEarlyText } from '~/ui/early-input'
import { PlainButton } from '~/ui/plain-button'
import plain from '~/ui/plain.module.css'
import { PlainLink } from '~/ui/router-link'
import { SearchIcon } from '~/ui/icons'
import classes from './header.module.css'

/**
 * Search box with up to 3 hot keywords under it; the query is trimmed (spec route `title`). On the results page it
 * shows the page's query (also after a reload or an opened link), and while the shopper types it suggests product
 * names, categories and stores (debounced, keyboard-navigable). The list is a plain ARIA combobox under the
 * input (CSS-positioned): the header is on every page, and a floating-ui popover would weigh on every first load.
 */
export function SearchBox() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  // The results page's query, when that page is open.
  const current = useMatch({
    from: '/goods/goods_search',
    shouldThrow: false,
    select: (match) => match.search.title ?? '',
  })
  const [text, setText] = useState(current ?? '')
  // Words typed before the page hydrated are the box's own once it has (~/ui/early-input).
  const earlyText = useEarlyText(() => current ?? '', setText)
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const setTypedLater = useInputDebounce((value: string) => setTyped(value.trim()), SUGGEST_DEBOUNCE_MS)
  const { data: keywords = [] } = useQuery(hotKeywordsQuery())
  const { data: suggestions } = useQuery({
    ...searchSuggestionsQuery(i18n.locale, typed),
    placeholderData: keepPreviousData,
  })
  const listId = useId()

  // A new results page (a link, back/forward, a hot keyword) shows its own query.
  useEffect(() => {
    if (current !== undefined) setText(current)
  }, [current])

  const close = () => {
    setOpen(false)
    setActiveIndex(-1)
    setTyped('')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const title = text.trim()
    close()
    void router.navigate(to.search(title ? { title } : {}))
  }

  const shown = open && typed !== '' && text.trim() !== '' ? suggestions : undefined
  /** The options in list order: a keyword searches, a category lists, a store opens its shop. */
  const options: Suggestion[] = shown
    ? [
        ...shown.keywords.map((keyword) => ({
          kind: 'keyword' as const,
          key: `k:${keyword}`,
          label: keyword,
          keyword,
        })),
        ...shown.categories.map((category) => ({
          kind: 'category' as const,
          key: `c:${category.id}`,
          label: category.name,
          id: category.id,
        })),
        ...shown.stores.map((store) => ({
          kind: 'store' as const,
          key: `s:${store.id}`,
          label: store.name,
          id: store.id,
          avatar: store.avatar,
        })),
      ]
    : []
  const expanded = options.length > 0

  const choose = (option: Suggestion) => {
    close()
    if (option.kind === 'keyword') {
      setText(option.keyword)
      void router.navigate(to.search({ title: option.keyword }))
    } else if (option.kind === 'category') void router.navigate(to.search({ cid: option.id }))
    else void router.navigate(to.merchant(option.id))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    } else if (expanded && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((at) => {
        const next = at + step
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next
      })
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault()
      choose(options[activeIndex])
    }
  }

  const group = (kind: Suggestion['kind'], label: string) => {
    const items = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind)
    if (!items.length) return null
    return (
      <li role="presentation">
        <Text size="xs" c="dimmed" fw={600} className={classes.suggestGroup} id={`${listId}-${kind}`}>
          {label}
        </Text>
        <ul role="group" aria-labelledby={`${listId}-${kind}`} className={classes.suggestOptions}>
          {items.map(({ option, index }) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox option: the keys act in the input (arrows, Enter), which points at it with aria-activedescendant
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              data-active={index === activeIndex || undefined}
              className={classes.suggestOption}
              data-testid={`suggest-${kind}`}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              {option.kind === 'store' ? (
                <Group gap={8} wrap="nowrap">
                  <Avatar src={option.avatar || null} alt="" size={20} radius="sm" />
                  {option.label}
                </Group>
              ) : (
                option.label
              )}
            </li>
          ))}
        </ul>
      </li>
    )
  }

  return (
    // Plain rows, links, input and button (~/ui/plain.module.css, header.module.css): the header is on every page.
    <div className={`${plain.stack} ${plain.gap0} ${classes.search}`}>
      {/* Without JavaScript the form is a plain GET of the results page (`title`, the route's search param). */}
      <form onSubmit={submit} role="search" action={hrefOf(to.search())}>
        <div className={`${plain.group} ${plain.noWrap} ${plain.gap0}`}>
          <div className={classes.suggestAnchor}>
            <input
              ref={earlyText}
              name="title"
              value={text}
              onChange={(e) => {
                const value = e.currentTarget.value
                setText(value)
                setTypedLater(value)
                setOpen(true)
                setActiveIndex(-1)
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
              placeholder={t`Search goods and stores`}
              aria-label={t`Search`}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
              className={classes.searchInput}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
              autoComplete="off"
              data-testid="search-input"
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={t`Suggestions`}
              hidden={!expanded}
              className={classes.suggestList}
              data-testid="search-suggestions"
            >
              {group('keyword', t`Searches`)}
              {group('category', t`Categories`)}
              {group('store', t`Stores`)}
            </ul>
          </div>
          {/* Under 1200 px the button keeps its icon and its name, and drops its caption (header.module.css). */}
          <PlainButton
            type="submit"
            style={{ borderRadius: '0 var(--mantine-radius-xl) var(--mantine-radius-xl) 0' }}
            aria-label={t`Search`}
          >
            <SearchIcon size={16} />
            <span className={classes.searchLabel}>
              <Trans>Search</Trans>
            </span>
          </PlainButton>
        </div>
      </form>
      <div className={classes.hotKeywords} data-testid="hot-keywords">
        {keywords.slice(0, HEADER_HOT_KEYWORDS).map((keyword) => (
          <PlainLink
            key={keyword.id}
            link={to.search({ title: keyword.title })}
            className={`mantine-focus-auto ${plain.anchor} ${plain.text} ${plain.xs} ${plain.dimmed}`}
          >
            {keyword.title}
          </PlainLink>
        ))}
      </div>
    </div>
  )
}

/** One suggestion of the list (keyboard order = list order). */
type Suggestion =
  | { kind: 'keyword'; key: string; label: string; keyword: string }
  | { kind: 'category'; key: string; label: string; id: number }
  | { kind: 'store'; key: string; label: string; id: number; avatar: string }
