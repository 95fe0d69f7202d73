import { SimpleGrid } from '@mantine/core'
import type { ProductTileData } from './product-card'
import { ProductTile } from './product-card'

/** A dense grid of product tiles: 2 per row on phones up to `cols` (default 5) on desktop. */
export function ProductGrid(props: { products: ProductTileData[]; cols?: number; lazy?: boolean }) {
  const cols = props.cols ?? 5
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: cols }} spacing={12} verticalSpacing={12} data-testid="product-grid">
      {props.products.map((product) => (
        <ProductTile key={product.id} product={product} lazy={props.lazy} />
      ))}
    </SimpleGrid>
  )
}
