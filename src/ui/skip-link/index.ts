export { MAIN_CONTENT_ID, SkipLink } from './skip-link'
