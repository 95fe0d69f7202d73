export { FloatingBar, type FloatingBarProps, SCROLL_TOP_THRESHOLD_PX } from './floating-bar'
