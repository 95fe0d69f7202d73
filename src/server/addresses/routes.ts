/** AD1–AD6 and P3: the session user's address book (401 without a session). */
import { Hono } from 'hono'
import * as v from 'valibot'
import { type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { idParam, jsonBody, pageQuery, parse, query } from '../http/validate'
import { clientIp, locateIp } from './ip-info'
import { AddressId, AddressInput } from './schemas'
import {
  addressDetail,
  allAddresses,
  deleteAddress,
  listAddresses,
  MAX_ADDRESSES,
  saveAddress,
  setDefaultAddress,
} from './service'

const ListQuery = v.object({
  page: pageQuery.page,
  // The reference client never sends a page: by default the whole book (at most 20) fits on page 1.
  limit: v.optional(pageQuery.limit, String(MAX_ADDRESSES)),
})

export const addressRoutes = new Hono<AppEnv>()
  .get('/front/address/list', async (c) => {
    const user = await requireUser(c)
    const paging = query(c, ListQuery)
    return ok(c, 'GET /api/front/address/list', await listAddresses(c.get('db'), user.id, paging))
  })
  .get('/front/address/detail/:id', async (c) => {
    const user = await requireUser(c)
    const id = parse(idParam, c.req.param('id'))
    return ok(c, 'GET /api/front/address/detail/:id', await addressDetail(c.get('db'), user.id, id))
  })
  .post('/front/address/edit', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/address/edit', AddressInput)
    return okSaying(
      c,
      'POST /api/front/address/edit',
      await saveAddress(c.get('db'), user.id, input),
      /*i18n*/ 'Saved successfully',
    )
  })
  .post('/front/address/default/set', async (c) => {
    const user = await requireUser(c)
    const { id } = await jsonBody(c, 'POST /api/front/address/default/set', AddressId)
    await setDefaultAddress(c.get('db'), user.id, id)
    return okSaying(c, 'POST /api/front/address/default/set', null, /*i18n*/ 'Set as default')
  })
  .post('/front/address/del', async (c) => {
    const user = await requireUser(c)
    const { id } = await jsonBody(c, 'POST /api/front/address/del', AddressId)
    await deleteAddress(c.get('db'), user.id, id)
    return okSaying(c, 'POST /api/front/address/del', null, /*i18n*/ 'Deleted successfully')
  })
  .post('/front/address/ip/info', async (c) => {
    await requireUser(c)
    return ok(c, 'POST /api/front/address/ip/info', locateIp(clientIp(c.req.raw.headers)))
  })
  .get('/pc/address/all/list', async (c) => {
    const user = await requireUser(c)
    return ok(c, 'GET /api/pc/address/all/list', await allAddresses(c.get('db'), user.id))
  })
