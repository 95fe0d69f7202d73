/** The catalogue version (migration 0011): bumped by database triggers whenever what a public page shows changes. */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { catalogueVersion } from '../db/schema'

export async function readCatalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1))
  return row?.version ?? 0
}
