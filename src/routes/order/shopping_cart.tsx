import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '~/features/cart/components/cart-page'
import { prefetchCartPage } from '~/features/cart/queries'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/order/shopping_cart')({
  loader: async ({ context: { queryClient, i18n } }) => {
    await prefetchCartPage(queryClient)
    return {
      title: i18n._(msg`Shopping cart`),
      description: i18n._(msg`The goods in your cart, grouped by store: choose what to buy and check out.`),
    }
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: CartPage,
})
