import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { codeParam } from '~/lib/search-params'
import { TwitterCallbackPage } from '~/features/auth/components/twitter-callback-page'

const CallbackSearch = v.object({
  oauth_token: codeParam({ max: 500 }),
  oauth_verifier: codeParam({ max: 500 }),
})

export const Route = createFileRoute('/middlewares/callback_twitter')({
  staticData: { middleware: 'guest' },
  validateSearch: CallbackSearch,
  component: TwitterCallbackPage,
})
