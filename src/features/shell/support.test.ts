import { describe, expect, it } from 'vitest'
import {
  mailtoHref,
  performSupportAction,
  platformSupportContacts,
  serviceKind,
  supportAction,
  supportDecision,
  type SupportWindow,
  telHref,
  webHref,
} from './support'

const contacts = {
  link: 'https://support.example.com/chat',
  message: 'https://m.example.com/kefu',
  phone: '+7 (495) 123-45-67',
  email: 'help@example.com',
}

describe('serviceKind', () => {
  it('maps the §4.8 values, H5 in either case and hotline as phone', () => {
    expect(serviceKind('H5')).toBe('h5')
    expect(serviceKind('h5')).toBe('h5')
    expect(serviceKind('message')).toBe('message')
    expect(serviceKind('phone')).toBe('phone')
    expect(serviceKind('hotline')).toBe('phone')
    expect(serviceKind('email')).toBe('email')
  })

  it('returns null for unknown or missing types', () => {
    expect(serviceKind('fax')).toBeNull()
    expect(serviceKind('')).toBeNull()
    expect(serviceKind(undefined)).toBeNull()
  })
})

describe('supportAction', () => {
  it('H5 navigates to the link in the same tab', () => {
    expect(supportAction({ ...contacts, serviceType: 'H5' })).toEqual({ kind: 'navigate', href: contacts.link })
    expect(supportAction({ ...contacts, serviceType: 'h5' })).toEqual({ kind: 'navigate', href: contacts.link })
  })

  it('message opens the message link in a new window', () => {
    expect(supportAction({ ...contacts, serviceType: 'message' })).toEqual({ kind: 'new-window', href: contacts.message })
  })

  it('phone and hotline dial the hotline without spaces', () => {
    const expected = { kind: 'tel', href: 'tel:+7(495)123-45-67' }
    expect(supportAction({ ...contacts, serviceType: 'phone' })).toEqual(expected)
    expect(supportAction({ ...contacts, serviceType: 'hotline' })).toEqual(expected)
  })

  it('email writes to the address', () => {
    expect(supportAction({ ...contacts, serviceType: 'email' })).toEqual({
      kind: 'mailto',
      href: 'mailto:help@example.com',
    })
  })

  it('falls back to the first usable contact when the configured one is empty', () => {
    expect(supportAction({ serviceType: 'H5', link: '', phone: '8 800 555', email: 'a@b.c' })).toEqual({
      kind: 'tel',
      href: 'tel:8800555',
    })
    expect(supportAction({ serviceType: 'unknown', email: 'a@b.c' })).toEqual({ kind: 'mailto', href: 'mailto:a@b.c' })
  })

  it('refuses script links and returns null when nothing is configured', () => {
    expect(supportAction({ serviceType: 'H5', link: 'javascript:alert(1)' })).toBeNull()
    expect(supportAction({ serviceType: 'email' })).toBeNull()
  })
})

describe('href helpers', () => {
  it('accepts http(s) URLs and site paths only', () => {
    expect(webHref('/chat')).toBe('/chat')
    expect(webHref('//cdn.example.com/x')).toBe('https://cdn.example.com/x')
    expect(webHref('ftp://example.com')).toBeNull()
    expect(webHref('chat')).toBeNull()
  })

  it('validates phones and e-mails', () => {
    expect(telHref('no phone')).toBeNull()
    expect(telHref('')).toBeNull()
    expect(mailtoHref('not-an-address')).toBeNull()
    expect(mailtoHref(' x@y.z ')).toBe('mailto:x@y.z')
  })
})

describe('platformSupportContacts', () => {
  it('prefers P1 fields and fills gaps from the configured support contacts', () => {
    const result = platformSupportContacts(
      { consumerType: 'hotline', consumerH5Url: '', consumerMessage: '', consumerHotline: '', consumerEmail: 'p1@x.io' },
      { url: 'https://help.example.com', phone: '+1 555 0100', email: 'cfg@x.io' },
    )
    expect(result).toEqual({
      serviceType: 'hotline',
      link: 'https://help.example.com',
      message: '',
      phone: '+1 555 0100',
      email: 'p1@x.io',
    })
    expect(supportAction(result)).toEqual({ kind: 'tel', href: 'tel:+15550100' })
  })

  it('works before the home index has loaded', () => {
    expect(platformSupportContacts(undefined, { url: 'https://help.example.com' }).link).toBe('https://help.example.com')
  })
})

describe('supportDecision', () => {
  const action = { kind: 'navigate', href: contacts.link } as const

  it('asks a guest to sign in and come back to the current page', () => {
    expect(supportDecision({ signedIn: false, action, returnTo: '/goods?x=1' })).toEqual({
      type: 'login',
      returnTo: '/goods?x=1',
    })
  })

  it('acts for a signed-in user, and does nothing without a configured contact', () => {
    expect(supportDecision({ signedIn: true, action, returnTo: '/' })).toEqual({ type: 'act', action })
    expect(supportDecision({ signedIn: true, action: null, returnTo: '/' })).toEqual({ type: 'none' })
  })
})

describe('performSupportAction', () => {
  function fakeWindow() {
    const calls: string[] = []
    const win: SupportWindow = {
      location: { assign: (href) => calls.push(`assign ${href}`) },
      open: (url, target, features) => calls.push(`open ${url} ${target} ${features}`),
    }
    return { win, calls }
  }

  it('navigates in the same tab for H5, tel and mailto', () => {
    const { win, calls } = fakeWindow()
    performSupportAction({ kind: 'navigate', href: contacts.link }, win)
    performSupportAction({ kind: 'tel', href: 'tel:1' }, win)
    performSupportAction({ kind: 'mailto', href: 'mailto:a@b.c' }, win)
    expect(calls).toEqual([`assign ${contacts.link}`, 'assign tel:1', 'assign mailto:a@b.c'])
  })

  it('opens message links in a new window without an opener', () => {
    const { win, calls } = fakeWindow()
    performSupportAction({ kind: 'new-window', href: contacts.message }, win)
    expect(calls).toEqual([`open ${contacts.message} _blank noopener,noreferrer`])
  })
})
