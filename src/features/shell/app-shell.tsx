import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { getRouteApi, Outlet } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { ToastContainer } from '~/ui/toast-host'
import { SessionProvider } from '~/features/account/queries'
import { useLoginDialog } from '~/features/auth'
import { useCurrencyRates, useCurrencySymbol } from '~/features/site'
import { activate, loadedCatalog } from '~/i18n/catalogs'
import { CurrencyProvider } from '~/ui/currency'
import { ErrorPage } from '~/ui/error-page'
import { ShopMantineProvider } from '~/ui/mantine-provider'
import { theme } from '~/ui/theme'
import { ClientEffects } from './client-effects'
import { ShellLayout } from './components/shell-layout'
import { type ShellFallback, shellFallbackKey } from './load-shell'

const root = getRouteApi('__root__')

/** Providers around everything the root renders, error pages included; the currency sign is provided here once. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n, locale, queryClient } = root.useRouteContext()
  // beforeLoad does not run again while hydrating: activate the catalogue src/client.tsx loaded before hydrating
  // (a no-op on the server, where beforeLoad activated it). When beforeLoad failed (the shop's data could not
  // load), the words come from loadShell's fallback in the cache.
  const messages = locale ? loadedCatalog(locale) : undefined
  const words = messages ? { locale, messages } : queryClient.getQueryData<ShellFallback>(shellFallbackKey)
  if (words) activate(i18n, words.locale, words.messages)
  const currencySymbol = useCurrencySymbol()
  // The shopper's currency (decision 34): prices are converted and written the locale's way.
  const currency = useCurrencyRates()
  const display = currency?.display
  return (
    <I18nProvider i18n={i18n}>
      <CurrencyProvider
        symbol={currencySymbol}
        locale={locale}
        shop={display?.shop}
        display={display ? { code: display.code, rate: display.rate, date: display.date } : undefined}
      >
        {/* The theme's variables and global classes are a linked stylesheet (ui/theme.css), not a <style> in every page;
            no `mantine-Button-root`-style static classes on every element either: our styles never select them. Only
            the theme and Mantine's context, not MantineProvider's colour-scheme manager (ui/mantine-provider.tsx). */}
        <ShopMantineProvider theme={theme}>
          {/* The user and the member page's flag, read once for every component of the page (decision 112). */}
          <SessionProvider>
            <ToastContainer />
            <ClientEffects />
            {children}
            <LoginDialogHost />
          </SessionProvider>
        </ShopMantineProvider>
      </CurrencyProvider>
    </I18nProvider>
  )
}

// The dialog (and its form library) loads the first time it opens, not with every page.
const LoginDialog = lazy(() =>
  import('~/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
)

function LoginDialogHost() {
  const { open } = useLoginDialog()
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  )
}

/** The root component: the shared layout around the page. */
export function AppShell() {
  const { middlewareError } = root.useRouteContext()
  return (
    <ShellLayout>
      {middlewareError ? <ErrorPage statusCode={500} message={<Trans>Unknown middleware</Trans>} /> : <Outlet />}
    </ShellLayout>
  )
}
