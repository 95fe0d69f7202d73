export { SiteFooter } from './footer'
export { LOW_VISION_STORAGE_KEY, useLowVision } from './low-vision'
