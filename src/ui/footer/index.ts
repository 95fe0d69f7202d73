export { BenefitsCarousel } from './benefits-carousel'
export { SiteFooter, type SiteFooterProps } from './footer'
export {
  FOOTER_CHILD_SLICE,
  FOOTER_COLUMN_SLICE,
  FOOTER_ICON_SLICE,
  FOOTER_SHORT_SLICE,
  type FooterCategory,
  footerNavigation,
} from './footer-navigation'
export { LOW_VISION_STORAGE_KEY, useLowVision } from './low-vision'
export { QrCode } from './qr-code'
