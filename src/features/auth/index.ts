/**
 * The auth feature's public surface. Screens (the dialog, the login page) are imported from their component
 * files by the shell and the route, so code splitting keeps them out of the first-load bundle.
 */
export { applyMiddleware } from './guards'
export { loginDialog, useLoginDialog } from './login-dialog-store'
export { handleSessionEnd } from './session'
export { useLogout } from './use-logout'
export { useRequireSignIn } from './use-require-sign-in'
