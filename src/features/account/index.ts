export {
  type CurrentUser,
  accountKeys,
  currentUserQuery,
  devOutboxQuery,
  type MenuEntry,
  menuEntryHref,
  type OutboxMessage,
  useCurrentUser,
  memberPageQuery,
  usePersonalReady,
  userMenuQuery,
  useSessionUser,
} from './queries'
export { changePasswordMutation, passwordChannel, sendPasswordCodeMutation, updateProfileMutation, uploadImage } from './mutations'
export { CENTRE_ENTRIES, type CentreEntry, centreEntries } from './centre-entries'
