/** A document load of the H5 support site (an external page, so not a router link). Its own module, so tests can fake it. */
export function openSupportSite(href: string) {
  window.open(href, '_self')
}
