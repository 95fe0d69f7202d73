import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // One file per domain; src/server/db/schema.ts exports them all for the app.
  schema: './src/server/db/schema',
  out: './drizzle',
})
