import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
let t = performance.now()
const db = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent }, loadDataDir: new Blob([readFileSync('/work/main/test-results/seeded-pglite.tar')]) })
console.log('load', Math.round(performance.now() - t)); 
const tables = (await db.query(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).rows
for (const variant of ['old', 'new', 'old', 'new']) {
  t = performance.now()
  const per = []
  for (const { name } of tables) {
    const t1 = performance.now()
    if (variant === 'old') await db.query(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`)
    else await db.query(`select count(*)::int as n, sum(hashtextextended(t::text, 0)::numeric) as sum from "${name}" t`)
    per.push([name, Math.round(performance.now() - t1)])
  }
  console.log(variant, Math.round(performance.now() - t), per.sort((a, b) => b[1] - a[1]).slice(0, 5).join(' '))
}
