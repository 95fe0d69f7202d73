import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Button, Combobox, Group, Stack, TextInput, useCombobox } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMatch, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { HEADER_HOT_KEYWORDS, hotKeywordsQuery, SUGGEST_DEBOUNCE_MS, searchSuggestionsQuery } from '~/features/search'
import { useInputDebounce } from '~/lib/debounce'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { SearchIcon } from '~/ui/icons'
import classes from './header.module.css'

/**
 * Search box with up to 3 hot keywords under it; the query is trimmed (spec route `title`). On the results page it
 * shows the page's query (also after a reload or an opened link), and while the shopper types it suggests product
 * names, categories and stores (debounced, keyboard-navigable, issue 15).
 */
export function SearchBox() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  // The results page's query, when that page is open.
  const current = useMatch({ from: '/goods/goods_search', shouldThrow: false, select: (match) => match.search.title ?? '' })
  const [text, setText] = useState(current ?? '')
  const [typed, setTyped] = useState('')
  const setTypedLater = useInputDebounce((value: string) => setTyped(value.trim()), SUGGEST_DEBOUNCE_MS)
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const { data: keywords = [] } = useQuery(hotKeywordsQuery())
  const { data: suggestions } = useQuery({ ...searchSuggestionsQuery(i18n.locale, typed), placeholderData: keepPreviousData })

  // A new results page (a link, back/forward, a hot keyword) shows its own query.
  useEffect(() => {
    if (current !== undefined) setText(current)
  }, [current])

  const close = () => {
    combobox.closeDropdown()
    setTyped('')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const title = text.trim()
    close()
    void router.navigate(to.search(title ? { title } : {}))
  }

  /** An option's value is its kind and what it opens: `k:<keyword>`, `c:<category id>`, `s:<store id>`. */
  const choose = (value: string) => {
    const [kind, rest] = [value.slice(0, 2), value.slice(2)]
    close()
    if (kind === 'k:') {
      setText(rest)
      void router.navigate(to.search({ title: rest }))
    } else if (kind === 'c:') void router.navigate(to.search({ cid: Number(rest) }))
    else if (kind === 's:') void router.navigate(to.merchant(Number(rest)))
  }

  const shown = typed !== '' && text.trim() !== '' ? suggestions : undefined
  const hasSuggestions = Boolean(shown && shown.keywords.length + shown.categories.length + shown.stores.length > 0)

  return (
    <Stack gap={0} className={classes.search}>
      <form onSubmit={submit} role="search">
        <Group gap={0} wrap="nowrap">
          <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
            <Combobox.Target>
              <TextInput
                value={text}
                onChange={(e) => {
                  const value = e.currentTarget.value
                  setText(value)
                  setTypedLater(value)
                  combobox.openDropdown()
                  combobox.resetSelectedOption()
                }}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                placeholder={t`Search goods and stores`}
                aria-label={t`Search`}
                radius="xl"
                style={{ flex: 1 }}
                styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0, borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } }}
                maxLength={SEARCH_KEYWORD_MAX_LENGTH}
                autoComplete="off"
                data-testid="search-input"
              />
            </Combobox.Target>
            <Combobox.Dropdown hidden={!hasSuggestions} data-testid="search-suggestions">
              <Combobox.Options>
                {shown && shown.keywords.length > 0 ? (
                  <Combobox.Group label={t`Searches`}>
                    {shown.keywords.map((keyword) => (
                      <Combobox.Option key={keyword} value={`k:${keyword}`} data-testid="suggest-keyword">
                        {keyword}
                      </Combobox.Option>
                    ))}
                  </Combobox.Group>
                ) : null}
                {shown && shown.categories.length > 0 ? (
                  <Combobox.Group label={t`Categories`}>
                    {shown.categories.map((category) => (
                      <Combobox.Option key={category.id} value={`c:${category.id}`} data-testid="suggest-category">
                        {category.name}
                      </Combobox.Option>
                    ))}
                  </Combobox.Group>
                ) : null}
                {shown && shown.stores.length > 0 ? (
                  <Combobox.Group label={t`Stores`}>
                    {shown.stores.map((store) => (
                      <Combobox.Option key={store.id} value={`s:${store.id}`} data-testid="suggest-store">
                        <Group gap={8} wrap="nowrap">
                          <Avatar src={store.avatar || null} alt="" size={20} radius="sm" />
                          {store.name}
                        </Group>
                      </Combobox.Option>
                    ))}
                  </Combobox.Group>
                ) : null}
              </Combobox.Options>
            </Combobox.Dropdown>
          </Combobox>
          <Button type="submit" radius="xl" style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }} leftSection={<SearchIcon size={16} />}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </form>
      <Group gap="sm" className={classes.hotKeywords} data-testid="hot-keywords">
        {keywords.slice(0, HEADER_HOT_KEYWORDS).map((keyword) => (
          <AnchorLink key={keyword.id} {...to.search({ title: keyword.title })} size="xs" c="dimmed">
            {keyword.title}
          </AnchorLink>
        ))}
      </Group>
    </Stack>
  )
}
