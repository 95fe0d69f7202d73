import { useLingui } from '@lingui/react/macro'
import { Group, Image, Text } from '@mantine/core'
import { useViewportSize } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { categoryTreeQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { iconBarCount, SSR_WINDOW_WIDTH } from './icon-bar-count'
import classes from './header.module.css'

/** First-level categories with icons, under the header; the count follows the window width. */
export function CategoryIconBar() {
  const { t } = useLingui()
  const { data: tree = [] } = useQuery(categoryTreeQuery())
  const { width } = useViewportSize()
  const count = iconBarCount(width || SSR_WINDOW_WIDTH)
  if (tree.length === 0) return null
  return (
    <nav className={classes.iconBar} aria-label={t`Categories`} data-testid="category-icon-bar">
      <Group className="shop-container" justify="space-between" wrap="nowrap" gap="xs">
        {tree.slice(0, count).map((category) => (
          <AnchorLink
            key={category.id}
            {...to.search({ pid: category.id })}
            underline="never"
            className={classes.iconBarItem}
          >
            <Image src={category.icon} alt="" w={36} h={36} radius="xl" />
            <Text size="xs" lineClamp={2} ta="center" title={category.name}>
              {category.name}
            </Text>
          </AnchorLink>
        ))}
      </Group>
    </nav>
  )
}
