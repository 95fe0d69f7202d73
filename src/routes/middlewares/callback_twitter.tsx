import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TwitterCallbackPage } from '~/features/auth/components/twitter-callback-page'

const CallbackSearch = v.object({
  oauth_token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(500))), undefined),
  oauth_verifier: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(500))), undefined),
})

export const Route = createFileRoute('/middlewares/callback_twitter')({
  staticData: { middleware: 'guest' },
  validateSearch: CallbackSearch,
  component: TwitterCallbackPage,
})
