import { describe, expect, it } from 'vitest'
import {
  mailtoHref,
  merchantSupportContacts,
  platformSupportContacts,
  serviceKind,
  supportAction,
  telHref,
  webHref,
} from './service-type'

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
  it('H5 embeds the support site in the panel when its origin may be framed, and navigates otherwise', () => {
    expect(supportAction({ ...contacts, serviceType: 'H5' }, ['https://support.example.com'])).toEqual({
      kind: 'frame',
      src: contacts.link,
    })
    expect(supportAction({ ...contacts, serviceType: 'H5' }, ['https://other.example.com'])).toEqual({
      kind: 'navigate',
      href: contacts.link,
    })
  })

  it('H5 navigates to the link in the same tab', () => {
    expect(supportAction({ ...contacts, serviceType: 'H5' })).toEqual({ kind: 'navigate', href: contacts.link })
    expect(supportAction({ ...contacts, serviceType: 'h5' })).toEqual({ kind: 'navigate', href: contacts.link })
  })

  it('message runs our own chat (no link needed)', () => {
    expect(supportAction({ ...contacts, serviceType: 'message' })).toEqual({ kind: 'chat' })
    expect(supportAction({ serviceType: 'message' })).toEqual({ kind: 'chat' })
  })

  it('phone and hotline show the hotline with a tel: link without spaces', () => {
    const expected = { kind: 'tel', href: 'tel:+7(495)123-45-67', label: contacts.phone }
    expect(supportAction({ ...contacts, serviceType: 'phone' })).toEqual(expected)
    expect(supportAction({ ...contacts, serviceType: 'hotline' })).toEqual(expected)
  })

  it('email writes to the address', () => {
    expect(supportAction({ ...contacts, serviceType: 'email' })).toEqual({
      kind: 'mailto',
      href: 'mailto:help@example.com',
      label: 'help@example.com',
    })
  })

  it('falls back to our own chat when the configured contact is empty, unusable or unknown', () => {
    expect(supportAction({ serviceType: 'H5', link: '', phone: '8 800 555' })).toEqual({ kind: 'chat' })
    expect(supportAction({ serviceType: 'H5', link: 'javascript:alert(1)' })).toEqual({ kind: 'chat' })
    expect(supportAction({ serviceType: 'email' })).toEqual({ kind: 'chat' })
    expect(supportAction({ serviceType: 'unknown', email: 'a@b.c' })).toEqual({ kind: 'chat' })
  })

  it('reads a store’s M5 fields the same way', () => {
    const store = merchantSupportContacts({
      serviceType: 'hotline',
      servicePhone: '+1 555',
      serviceLink: '',
      serviceEmail: '',
    })
    expect(supportAction(store)).toEqual({ kind: 'tel', href: 'tel:+1555', label: '+1 555' })
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
      {
        consumerType: 'hotline',
        consumerH5Url: '',
        consumerMessage: '',
        consumerHotline: '',
        consumerEmail: 'p1@x.io',
      },
      { url: 'https://help.example.com', phone: '+1 555 0100', email: 'cfg@x.io' },
    )
    expect(result).toEqual({
      serviceType: 'hotline',
      link: 'https://help.example.com',
      message: '',
      phone: '+1 555 0100',
      email: 'p1@x.io',
    })
    expect(supportAction(result)).toEqual({ kind: 'tel', href: 'tel:+15550100', label: '+1 555 0100' })
  })

  it('works before the home index has loaded', () => {
    expect(platformSupportContacts(undefined, { url: 'https://help.example.com' }).link).toBe(
      'https://help.example.com',
    )
  })
})
