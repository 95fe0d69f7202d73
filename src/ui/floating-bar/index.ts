export { FloatingBar } from './floating-bar'
