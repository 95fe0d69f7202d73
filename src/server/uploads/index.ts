/** The uploads domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export {
  ABOUT_PURPOSE,
  UPLOAD_URL_PREFIX,
  findUpload,
  isOwnUpload,
  ownUploadsAt,
  saveOperatorFile,
  uploadKeyOfPath,
} from './service'
export { sniffImageType } from './image-type'
export { sniffVideoType } from './video-type'
export { uploadStorage } from './storage'
export { PICTURE_MAX_PIXELS, writePictureVariants } from './variants'
export { isPicturesCommand, PicturesOpsCommands, runPicturesCommand } from './ops'
