import { MantineProvider } from '@mantine/core'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterContextProvider,
} from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { to } from '~/lib/links'
import { isPageRoute, PlainLink, usePathLink } from './router-link'

function setup() {
  const rootRoute = createRootRoute({ component: Outlet })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/users/address_list', component: () => null })
  const file = createRoute({ getParentRoute: () => rootRoute, path: '/robots.txt', server: { handlers: {} } } as never)
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, file]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return router
}

function Links() {
  const pathLink = usePathLink()
  return (
    <>
      <a {...pathLink('/users/address_list?menuCur=3')}>in app</a>
      <a {...pathLink('/users/no_such_page')}>not routed</a>
    </>
  )
}

describe('path links', () => {
  it('knows the page routes of the app, not server routes, other origins or unknown paths', () => {
    const router = setup()
    expect(isPageRoute(router as never, '/users/address_list?menuCur=3')).toBe(true)
    expect(isPageRoute(router as never, '/users/address_list/')).toBe(true)
    expect(isPageRoute(router as never, '/robots.txt')).toBe(false)
    expect(isPageRoute(router as never, '/users/no_such_page')).toBe(false)
    expect(isPageRoute(router as never, '//evil.example/users/address_list')).toBe(false)
    expect(isPageRoute(router as never, 'https://shop.example/users/address_list')).toBe(false)
  })

  it('opens a page route through the router and leaves other paths to the browser', () => {
    const router = setup()
    render(
      <MantineProvider>
        <RouterContextProvider router={router as never}>
          <Links />
        </RouterContextProvider>
      </MantineProvider>,
    )
    // What the browser would do: load the document unless the link prevented it (jsdom cannot, so stop it here).
    let documentLoad = false
    const onClick = (event: MouseEvent) => {
      documentLoad = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', onClick)
    const inApp = screen.getByRole('link', { name: 'in app' })
    expect(inApp.getAttribute('href')).toBe('/users/address_list?menuCur=3')
    fireEvent.click(inApp)
    expect(documentLoad).toBe(false)
    expect(router.history.location.pathname).toBe('/users/address_list')
    fireEvent.click(screen.getByRole('link', { name: 'not routed' }))
    expect(documentLoad).toBe(true)
    fireEvent.click(inApp, { ctrlKey: true }) // a new tab stays the browser's
    expect(documentLoad).toBe(true)
    document.removeEventListener('click', onClick)
  })
})

describe('plain links', () => {
  it('spell the destination as href and open it through the router on a plain click only', () => {
    const router = setup()
    let asked = 0
    render(
      <RouterContextProvider router={router as never}>
        <PlainLink link={to.addresses()}>addresses</PlainLink>
        <PlainLink
          link={to.addresses()}
          onClick={(event) => {
            asked += 1
            event.preventDefault()
          }}
        >
          gated
        </PlainLink>
      </RouterContextProvider>,
    )
    let documentLoad = false
    const onClick = (event: MouseEvent) => {
      documentLoad = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', onClick)
    const link = screen.getByRole('link', { name: 'addresses' })
    expect(link.getAttribute('href')).toBe('/users/address_list')
    fireEvent.click(link, { ctrlKey: true }) // a new tab stays the browser's
    expect(documentLoad).toBe(true)
    expect(router.history.location.pathname).toBe('/')
    fireEvent.click(screen.getByRole('link', { name: 'gated' })) // the caller's handler decided: no navigation
    expect(asked).toBe(1)
    expect(router.history.location.pathname).toBe('/')
    fireEvent.click(link)
    expect(documentLoad).toBe(false)
    expect(router.history.location.pathname).toBe('/users/address_list')
    document.removeEventListener('click', onClick)
  })
})
