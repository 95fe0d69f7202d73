import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductDetailPage } from '~/features/product-detail/components/product-detail-page'
import { parseProductId, prefetchProductPage } from '~/features/product-detail/queries'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/goods_detail/$id')({
  staticData: { middleware: 'guest', categoryTree: true },
  loader: ({ params, context: { queryClient, i18n } }) => {
    const id = parseProductId(params.id)
    if (id === null) throw notFound()
    return prefetchProductPage(queryClient, i18n, id)
  },
  head: ({ loaderData }) => ({
    meta: seoMeta(loaderData?.seo),
    scripts: loaderData
      ? [
          { type: 'application/ld+json', children: loaderData.jsonLd },
          ...(loaderData.breadcrumbLd ? [{ type: 'application/ld+json', children: loaderData.breadcrumbLd }] : []),
        ]
      : [],
  }),
  component: ProductDetailRoute,
})

function ProductDetailRoute() {
  const { id } = Route.useLoaderData()
  return <ProductDetailPage id={id} />
}
