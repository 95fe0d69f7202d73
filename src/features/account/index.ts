export { type CurrentUser, usePersonalReady, userMenuQuery, useSessionUser } from './queries'
export { uploadImage } from './mutations'
export { centreEntries } from './centre-entries'
