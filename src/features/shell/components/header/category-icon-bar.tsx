import { useLingui } from '@lingui/react/macro'
import { Group, Image, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { categoryTreeQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { ICON_BAR_MAX } from './icon-bar-count'
import classes from './header.module.css'

/** First-level categories with icons, under the header; the stylesheet shows as many as the window's width allows. */
export function CategoryIconBar() {
  const { t } = useLingui()
  const { data: tree = [] } = useQuery(categoryTreeQuery())
  if (tree.length === 0) return null
  return (
    <nav className={classes.iconBar} aria-label={t`Categories`} data-testid="category-icon-bar">
      <Group className="shop-container" justify="space-between" wrap="nowrap" gap="xs">
        {tree.slice(0, ICON_BAR_MAX).map((category) => (
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
