/**
 * Customer-service actions (docs/api.md §4.8 (#ref-4-8)). The platform's `consumerType` (P1) — or a merchant's
 * `serviceType` (M5) — decides what a "customer service" button does:
 * - `H5` / `h5`: the support site, embedded in the panel when its origin is allowed (SUPPORT_FRAME_ORIGINS, which
 *   the CSP's frame-src lists), otherwise opened in the same tab;
 * - `message`: our own support chat (decision 0021), with the platform or that merchant;
 * - `phone` / `hotline`: show the hotline with its `tel:` link;
 * - `email`: show the address with its `mailto:` link.
 * Pure functions, so the containers only wire them to the user and the login dialog.
 */

export type ServiceKind = 'h5' | 'message' | 'phone' | 'email'

/** The customer-service settings of the platform or of one merchant, normalised to one shape. */
export interface SupportContacts {
  serviceType?: string | null
  /** H5 support site (`consumerH5Url` / `serviceLink`). */
  link?: string | null
  /** Message/chat link (`consumerMessage` / `serviceMessage`). */
  message?: string | null
  /** Hotline (`consumerHotline` / `servicePhone`). */
  phone?: string | null
  /** E-mail (`consumerEmail` / `serviceEmail`). */
  email?: string | null
}

export type SupportAction =
  | { kind: 'navigate'; href: string }
  | { kind: 'frame'; src: string }
  | { kind: 'chat' }
  | { kind: 'tel'; href: string; label: string }
  | { kind: 'mailto'; href: string; label: string }

/** `H5`/`h5` → h5, `hotline` → phone…; unknown or empty → null. */
export function serviceKind(serviceType: string | null | undefined): ServiceKind | null {
  switch ((serviceType ?? '').trim().toLowerCase()) {
    case 'h5':
      return 'h5'
    case 'message':
      return 'message'
    case 'phone':
    case 'hotline':
      return 'phone'
    case 'email':
      return 'email'
    default:
      return null
  }
}

/** An http(s) URL or a site path; anything else (`javascript:`, bare words) is refused. */
export function webHref(value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  if (!text) return null
  if (text.startsWith('/') && !text.startsWith('//')) return text
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** `tel:` link for a hotline, visual spaces removed; null without any digit. */
export function telHref(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/\s+/g, '')
  if (!/\d/.test(compact) || !/^[+\d()\-.*#,;]+$/.test(compact)) return null
  return `tel:${compact}`
}

/** `mailto:` link for a plausible address; null otherwise. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = (email ?? '').trim()
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : null
}

function actionFor(
  kind: ServiceKind,
  contacts: SupportContacts,
  frameOrigins: readonly string[],
): SupportAction | null {
  switch (kind) {
    case 'h5': {
      const href = webHref(contacts.link)
      if (!href) return null
      const origin = href.startsWith('/') ? null : new URL(href).origin.toLowerCase()
      return origin && frameOrigins.includes(origin) ? { kind: 'frame', src: href } : { kind: 'navigate', href }
    }
    case 'message':
      return { kind: 'chat' }
    case 'phone': {
      const href = telHref(contacts.phone)
      return href ? { kind: 'tel', href, label: (contacts.phone ?? '').trim() } : null
    }
    case 'email': {
      const href = mailtoHref(contacts.email)
      return href ? { kind: 'mailto', href, label: (contacts.email ?? '').trim() } : null
    }
  }
}

/** Order tried when the configured type has no usable target: our own chat always works, so the button is never dead. */
const FALLBACK_ORDER: ServiceKind[] = ['message']

/** The action for these settings: the one `serviceType` names; if that target is missing or unusable, our chat. */
export function supportAction(contacts: SupportContacts, frameOrigins: readonly string[] = []): SupportAction {
  const kind = serviceKind(contacts.serviceType)
  const order = kind ? [kind, ...FALLBACK_ORDER.filter((k) => k !== kind)] : FALLBACK_ORDER
  for (const candidate of order) {
    const action = actionFor(candidate, contacts, frameOrigins)
    if (action) return action
  }
  return { kind: 'chat' }
}

/** The P1 `consumer*` fields, with the server's configured support contacts filling the gaps. */
export function platformSupportContacts(
  home:
    | {
        consumerType?: string
        consumerH5Url?: string
        consumerMessage?: string
        consumerHotline?: string
        consumerEmail?: string
      }
    | null
    | undefined,
  configured: { url?: string; phone?: string; email?: string },
): SupportContacts {
  return {
    serviceType: home?.consumerType || '',
    link: home?.consumerH5Url || configured.url || '',
    message: home?.consumerMessage || '',
    phone: home?.consumerHotline || configured.phone || '',
    email: home?.consumerEmail || configured.email || '',
  }
}

/** M5's fields (a store's customer service) in the shape of the platform's. */
export function merchantSupportContacts(service: {
  serviceType?: string
  serviceLink?: string
  serviceMessage?: string
  servicePhone?: string
  serviceEmail?: string
}): SupportContacts {
  return {
    serviceType: service.serviceType,
    link: service.serviceLink,
    message: service.serviceMessage,
    phone: service.servicePhone,
    email: service.serviceEmail,
  }
}
