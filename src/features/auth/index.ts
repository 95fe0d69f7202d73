/**
 * The auth feature's public surface. Screens (the dialog, the login page) are imported from their component
 * files by the shell and the route, so code splitting keeps them out of the first-load bundle.
 */
export { applyMiddleware, safeReturnPath } from './guards'
export { loginDialog, useLoginDialog } from './login-dialog-store'
export { emailLoginMutation, logoutMutation, phoneLoginMutation } from './mutations'
export { handleLoggedOut, handleSessionEnd } from './session'
