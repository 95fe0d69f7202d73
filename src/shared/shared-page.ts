/**
 * Pages shared by signed-in shoppers (decision 36). A signed-in shopper's public page (`/`, search, product) comes
 * from the guest page cache too, from an entry of its own ("the member page"): it is rendered from a clean request
 * that carries no session, only this header, and the render then leaves the user unknown instead of asking who is
 * signed in. The browser reads the user after hydration and joins the personal parts (greeting, cart and notice
 * counts, hearts, followed store, received coupons); until then they show a neutral state, never "Sign in".
 *
 * Only the page cache sets the header, on the clean request it builds (`src/server/page-cache/guest-request.ts`);
 * the server entry removes it from every visitor's request. The shell's root load reads it (`features/shell/load-shell.ts`).
 */
export const SHARED_PAGE_HEADER = 'x-shared-page'
/** The header's one value: the page is rendered for any signed-in shopper, so for nobody in particular. */
export const MEMBER_PAGE = 'member'
