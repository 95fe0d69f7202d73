export {
  type CurrentUser,
  accountKeys,
  currentUserQuery,
  devOutboxQuery,
  type MenuEntry,
  type OutboxMessage,
  useCurrentUser,
  userMenuQuery,
} from './queries'
export { changePasswordMutation, passwordChannel, sendPasswordCodeMutation, updateProfileMutation, uploadImage } from './mutations'
