/** The page-cache domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { readCatalogueChangesNow, readCatalogueMark } from './catalogue-version'
