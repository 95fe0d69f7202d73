/** The part of jsdom the API tests use (its DOMParser checks that a feed is well-formed XML); jsdom ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
