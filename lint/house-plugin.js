/**
 * The house's own lint rules (eslint.config.js names where each applies; docs/architecture.md says why). Each has a
 * probe in tests/unit/house-rules.test.ts: code that must fail the lint, and code that must pass.
 */
import cookies from './cookies.js'
import dateParsing from './date-parsing.js'
import featureCycles from './feature-cycles.js'
import layers from './layers.js'
import noCycle from './no-cycle.js'
import oneModuleAName from './one-module-a-name.js'
import markedMessages from './marked-messages.js'
import pageFrame from './page-frame.js'
import { keysFromTrees, queryKeyTrees } from './query-keys.js'

export default {
  meta: { name: 'house' },
  rules: {
    cookies,
    'date-parsing': dateParsing,
    'feature-cycles': featureCycles,
    'keys-from-trees': keysFromTrees,
    layers,
    'marked-messages': markedMessages,
    'no-cycle': noCycle,
    'one-module-a-name': oneModuleAName,
    'page-frame': pageFrame,
    'query-key-trees': queryKeyTrees,
  },
}
