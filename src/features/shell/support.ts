/**
 * Customer-service actions (front-api §4.8). The platform's `consumerType` (P1) — or a merchant's
 * `serviceType` (M5) — decides what a "customer service" button does:
 * - `H5` / `h5`: go to the support link in the same tab;
 * - `message`: open the message link in a new window;
 * - `phone` / `hotline`: `tel:` the hotline;
 * - `email`: `mailto:` the address.
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
  | { kind: 'new-window'; href: string }
  | { kind: 'tel'; href: string }
  | { kind: 'mailto'; href: string }

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

function actionFor(kind: ServiceKind, contacts: SupportContacts): SupportAction | null {
  switch (kind) {
    case 'h5': {
      const href = webHref(contacts.link)
      return href ? { kind: 'navigate', href } : null
    }
    case 'message': {
      const href = webHref(contacts.message)
      return href ? { kind: 'new-window', href } : null
    }
    case 'phone': {
      const href = telHref(contacts.phone)
      return href ? { kind: 'tel', href } : null
    }
    case 'email': {
      const href = mailtoHref(contacts.email)
      return href ? { kind: 'mailto', href } : null
    }
  }
}

/** Order tried when the configured type has no usable target, so the button is never dead. */
const FALLBACK_ORDER: ServiceKind[] = ['h5', 'message', 'phone', 'email']

/**
 * The action for these settings: the one `serviceType` names; if that target is missing or unusable,
 * the first usable of H5 link, message link, hotline, e-mail. Null when nothing is configured.
 */
export function supportAction(contacts: SupportContacts): SupportAction | null {
  const kind = serviceKind(contacts.serviceType)
  const order = kind ? [kind, ...FALLBACK_ORDER.filter((k) => k !== kind)] : FALLBACK_ORDER
  for (const candidate of order) {
    const action = actionFor(candidate, contacts)
    if (action) return action
  }
  return null
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

export type SupportDecision =
  | { type: 'login'; returnTo: string }
  | { type: 'act'; action: SupportAction }
  | { type: 'none' }

/** Service and inquiry buttons (spec §2 floating widgets): a guest is asked to sign in first. */
export function supportDecision(input: {
  signedIn: boolean
  action: SupportAction | null
  returnTo: string
}): SupportDecision {
  if (!input.signedIn) return { type: 'login', returnTo: input.returnTo }
  return input.action ? { type: 'act', action: input.action } : { type: 'none' }
}

/** The bits of `window` an action needs (a fake in tests). */
export interface SupportWindow {
  location: { assign(href: string): void }
  open(url: string, target: string, features: string): unknown
}

/** Carry the action out: same tab for H5, tel: and mailto:, a new window for `message`. */
export function performSupportAction(action: SupportAction, win: SupportWindow): void {
  if (action.kind === 'new-window') win.open(action.href, '_blank', 'noopener,noreferrer')
  else win.location.assign(action.href)
}
