export { type CurrentUser, currentUserKey, currentUserQuery, type MenuEntry, useCurrentUser, userMenuQuery } from './queries'
