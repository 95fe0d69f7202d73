/**
 * AD6: a coarse location for prefilling the new-address form, in the style of ipapi.co. No network lookups:
 * a small built-in table of well-known ranges; everything else (loopback, private, unknown) gets the shop's
 * default location. The client IP is the first `X-Forwarded-For` entry (then `X-Real-IP`): it only prefills a
 * form the shopper edits, so a spoofed header does no harm.
 */
import type { IpLocation } from '~/contract'

/** The shop's home market: used for local, private and unknown addresses. */
export const DEFAULT_LOCATION: IpLocation = {
  country_name: 'Russia',
  country_code: 'RU',
  country_calling_code: '+7',
  region: 'Moscow',
  city: 'Moscow',
}

const RU_MOSCOW = DEFAULT_LOCATION
const RU_SPB: IpLocation = { ...DEFAULT_LOCATION, region: 'Saint Petersburg', city: 'Saint Petersburg' }
const US: IpLocation = {
  country_name: 'United States',
  country_code: 'US',
  country_calling_code: '+1',
  region: 'California',
  city: 'Mountain View',
}
const GB: IpLocation = {
  country_name: 'United Kingdom',
  country_code: 'GB',
  country_calling_code: '+44',
  region: 'England',
  city: 'London',
}
const IN: IpLocation = {
  country_name: 'India',
  country_code: 'IN',
  country_calling_code: '+91',
  region: 'Maharashtra',
  city: 'Mumbai',
}
const CN: IpLocation = {
  country_name: 'China',
  country_code: 'CN',
  country_calling_code: '+86',
  region: 'Beijing',
  city: 'Beijing',
}
const KZ: IpLocation = {
  country_name: 'Kazakhstan',
  country_code: 'KZ',
  country_calling_code: '+7',
  region: 'Almaty',
  city: 'Almaty',
}

/** IPv4 ranges (CIDR) → location. Deliberately small; replace with a GeoIP database for real coverage. */
const RANGES: Array<[cidr: string, location: IpLocation]> = [
  ['77.88.0.0/18', RU_MOSCOW], // Yandex, Moscow
  ['87.250.224.0/19', RU_MOSCOW], // Yandex, Moscow
  ['95.161.0.0/16', RU_SPB], // St Petersburg ISP block
  ['8.8.8.0/24', US], // Google Public DNS
  ['81.2.69.0/24', GB], // London (GeoIP test block)
  ['49.32.0.0/11', IN], // Reliance Jio
  ['123.125.0.0/16', CN], // Beijing
  ['2.132.0.0/14', KZ], // Kazakhtelecom
]

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.')
  if (parts.length !== 4) return null
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null
    const n = Number(part)
    if (n > 255) return null
    value = value * 256 + n
  }
  return value
}

const PARSED = RANGES.map(([cidr, location]) => {
  const [base, bits] = cidr.split('/')
  const size = 2 ** (32 - Number(bits))
  const start = Math.floor((ipv4ToNumber(base) ?? 0) / size) * size
  return { start, end: start + size - 1, location }
})

/** The client IP from the proxy headers, as text ('' when none). IPv4-mapped IPv6 and ports are unwrapped. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim() || ''
  let ip = forwarded.replace(/^\[([^\]]+)\](:\d+)?$/, '$1')
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  return mapped ? mapped[1] : ip
}

export function locateIp(ip: string): IpLocation {
  const value = ipv4ToNumber(ip)
  // Not IPv4 (IPv6, empty, garbage), or loopback / private / link-local / CGNAT: the shop's default.
  if (value === null) return { ...DEFAULT_LOCATION }
  const hit = PARSED.find((range) => value >= range.start && value <= range.end)
  return { ...(hit?.location ?? DEFAULT_LOCATION) }
}
