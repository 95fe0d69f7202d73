/**
 * Setup file of the API projects and the crash gate (vitest.config.ts): the file starts once the run's databases are
 * made (databases-setup.ts makes them while the unit files run; decision 132). Once they are, one `existsSync`.
 */
import { inject } from 'vitest'
import { waitForDatabases } from './databases-ready'

await waitForDatabases(inject('databasesReady'))
