import { act, type ComponentType, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { hydrateLater } from './hydrate-later'

function Help({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" data-testid="part" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

/** A page whose own button re-renders it, around a part that hydrates later. */
function pageWith(Part: ComponentType<{ label: string }>) {
  return function Page() {
    const [clicks, setClicks] = useState(0)
    return (
      <main>
        <button type="button" data-testid="page" onClick={() => setClicks(clicks + 1)}>
          page {clicks}
        </button>
        <Part label="Help" />
      </main>
    )
  }
}

/** The server's HTML: the part's module is in, so the part renders whole (ui/hydrate-later loads it first). */
async function serverHtml() {
  const Page = pageWith(hydrateLater(async () => Help))
  renderToString(<Page />)
  await new Promise((resolve) => setTimeout(resolve, 0))
  return renderToString(<Page />)
}

const container = document.createElement('div')
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => container.remove())

it('keeps the server HTML of a part until its chunk arrives, through a render of the page, then hydrates it', async () => {
  container.innerHTML = await serverHtml()
  document.body.append(container)
  expect(container.querySelector('[data-testid=part]')?.textContent).toBe('Help 0')
  const marker = () => container.querySelector('[data-hydrates-later]')
  expect(marker()?.hasAttribute('data-interactive')).toBe(false)

  let arrive: (part: typeof Help) => void = () => {}
  const chunk = new Promise<typeof Help>((resolve) => (arrive = resolve))
  const Page = pageWith(hydrateLater(() => chunk))
  const onRecoverableError = vi.fn()
  const serverButton = container.querySelector('[data-testid=part]')
  const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError }))

  // The page hydrated; the part is still the server's node, not yet interactive.
  const page = container.querySelector<HTMLButtonElement>('[data-testid=page]')!
  await act(async () => page.click())
  expect(page.textContent).toBe('page 1')
  expect(container.querySelector('[data-testid=part]')).toBe(serverButton)
  expect(marker()?.hasAttribute('data-interactive')).toBe(false)

  await act(async () => arrive(Help))
  expect(marker()?.getAttribute('data-interactive')).toBe('true')
  expect(container.querySelector('[data-testid=part]')).toBe(serverButton)
  await act(async () => container.querySelector<HTMLButtonElement>('[data-testid=part]')!.click())
  expect(container.querySelector('[data-testid=part]')?.textContent).toBe('Help 1')
  expect(onRecoverableError).not.toHaveBeenCalled()
  root.unmount()
})
