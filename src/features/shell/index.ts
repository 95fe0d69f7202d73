export { shellHead } from './head'
