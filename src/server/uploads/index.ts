/** The uploads domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { UPLOAD_URL_PREFIX, findUpload, isOwnUpload, isPublicPurpose, uploadKeyOfPath } from './service'
export { uploadStorage } from './storage'
export { PICTURE_MAX_PIXELS, writePictureVariants } from './variants'
export { isPicturesCommand, PicturesOpsCommands, runPicturesCommand } from './ops'
