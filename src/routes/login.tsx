import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '~/features/auth/components/login-page'

const LoginSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
  inviteCode: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

export const Route = createFileRoute('/login')({
  staticData: { middleware: 'guest-only' },
  validateSearch: LoginSearch,
  component: LoginPage,
})
