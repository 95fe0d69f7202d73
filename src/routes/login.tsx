import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { codeParam } from '~/lib/search-params'
import { LoginPage } from '~/features/auth/components/login-page'

const LoginSearch = v.object({
  redirect: codeParam({ max: 2000 }),
  inviteCode: codeParam({ max: 64 }),
})

export const Route = createFileRoute('/login')({
  staticData: { middleware: 'guest-only' },
  validateSearch: LoginSearch,
  component: LoginPage,
})
