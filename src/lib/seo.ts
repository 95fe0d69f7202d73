/** Head tags for a page: title, description and their Open Graph twins (one helper for every route's head()). */
export interface PageSeo {
  title: string
  description: string
  image?: string
  siteName?: string
  type?: 'website' | 'product' | 'profile'
}

export function seoMeta(seo: PageSeo | undefined) {
  if (!seo) return []
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    ...(seo.siteName ? [{ property: 'og:site_name', content: seo.siteName }] : []),
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
  ]
}
