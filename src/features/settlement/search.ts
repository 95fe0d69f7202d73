/**
 * /users/merchant_settled search params: the user-centre entry (menuCur 70) and `from`, a rejected application to
 * prefill. Its own file: the route tree loads it with every page, so it must not pull in the form's phone check.
 */
import * as v from 'valibot'
import { idParam } from '~/lib/search-params'

export const MerchantSettledSearch = v.object({ menuCur: idParam(), from: idParam() })
