import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { HEADER_HOT_KEYWORDS, hotKeywordsQuery } from '~/features/search'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { SearchIcon } from '~/ui/icons'
import classes from './header.module.css'

/** Search box with up to 3 hot keywords under it; the query is trimmed (spec route `title`). */
export function SearchBox() {
  const { t } = useLingui()
  const router = useRouter()
  const [text, setText] = useState('')
  const { data: keywords = [] } = useQuery(hotKeywordsQuery())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const title = text.trim()
    void router.navigate(to.search(title ? { title } : {}))
  }

  return (
    <Stack gap={0} className={classes.search}>
      <form onSubmit={submit} role="search">
        <Group gap={0} wrap="nowrap">
          <TextInput
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t`Search goods and stores`}
            aria-label={t`Search`}
            radius="xl"
            style={{ flex: 1 }}
            styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0, borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } }}
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          />
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
