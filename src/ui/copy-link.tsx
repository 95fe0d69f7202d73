/**
 * "Copy link" (decision 22): the absolute URL of exactly what the screen shows (the canonical path and search the root
 * keeps, `~/lib/canonical-search`), for QA and shoppers to share. Campaign params are not screen state and stay out,
 * so a shared link does not count as the campaign's traffic. Routes opt in with `staticData: { copyLink: true }`;
 * the shell renders this above their page.
 */
import { useLingui } from '@lingui/react/macro'
import { defaultStringifySearch, useLocation } from '@tanstack/react-router'
import { CAMPAIGN_PARAMS } from '~/contract'
import { CopyIcon } from '~/ui/icons'
import { PlainButton } from '~/ui/plain-button'
import plain from '~/ui/plain.module.css'
import { toast } from '~/ui/toast'

/** The shareable URL of a location: origin + path + search without campaign params + hash. */
export function shareableUrl(
  origin: string,
  location: { pathname: string; search: Record<string, unknown>; hash: string },
): string {
  const search = Object.fromEntries(
    Object.entries(location.search).filter(([key]) => !(CAMPAIGN_PARAMS as readonly string[]).includes(key)),
  )
  return `${origin}${location.pathname}${defaultStringifySearch(search)}${location.hash ? `#${location.hash}` : ''}`
}

/** `origin`: the shop's public origin (PUBLIC_URL, else the request's); the page's own when not known. */
export function CopyLinkButton({ origin }: { origin?: string }) {
  const { t } = useLingui()
  const location = useLocation()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareableUrl(origin || window.location.origin, location))
      toast.success(t`Link copied: it opens this screen as you see it`)
    } catch {
      toast.error(t`The link could not be copied`)
    }
  }
  return (
    <div className={`shop-container ${plain.group} ${plain.end} ${plain.mbXs}`}>
      <PlainButton
        className={`${plain.compactSm} ${plain.subtle}`}
        leftSection={<CopyIcon size={16} />}
        onClick={copy}
        data-testid="copy-link"
      >
        {t`Copy link`}
      </PlainButton>
    </div>
  )
}
