/**
 * The error page, by status (docs/spec.md §2.28–§2.32 (#spec-2-28)): 404, 500 (and any 5xx, with a "Try again" button),
 * 401 and anything else, each with a "Home page" button.
 */
import { Trans } from '@lingui/react/macro'
import { Center, Stack, Text, Title } from '@mantine/core'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { hydrateLater } from './hydrate-later'
import { plainButtonClass } from './plain-button'
import plain from './plain.module.css'

/**
 * "Try again" (Mantine's outline Button with its loader) hydrates when its own chunk arrives, and the "Home page" link
 * is plain markup with Mantine's Button look: every page's first load imports this file, and Mantine's Button stays
 * out of it (decision 115).
 */
const RetryButton = hydrateLater(() => import('./retry-button').then((module) => module.RetryButton))

export interface ErrorInfo {
  statusCode: number
  message?: string
}

/** statusCode, then status, then the response's status, then 500 (docs/spec.md §3.34 (#spec-3-34) "Error object"). */
export function errorInfo(error: unknown): ErrorInfo {
  const e = (error ?? {}) as {
    statusCode?: unknown
    status?: unknown
    code?: unknown
    response?: { status?: unknown }
    message?: unknown
    name?: string
  }
  const apiCode = e.name === 'ApiError' && typeof e.code === 'number' ? e.code : undefined
  const candidate = [e.statusCode, e.status, apiCode, e.response?.status].find((v) => typeof v === 'number')
  const statusCode = typeof candidate === 'number' && candidate >= 100 && candidate < 600 ? candidate : 500
  return { statusCode, message: typeof e.message === 'string' ? e.message : undefined }
}

export function ErrorPage({ statusCode, message }: { statusCode: number; message?: ReactNode }) {
  return (
    <Center mih="60vh" p="xl" data-testid="error-page" data-status={statusCode}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1} c="red.7" fz={64}>
          {statusCode}
        </Title>
        {statusCode === 404 ? (
          <>
            <Title order={2}>
              <Trans>Sorry, the page you visited is wrong</Trans>
            </Title>
            <Text c="dimmed">{message || <Trans>bad Request</Trans>}</Text>
          </>
        ) : statusCode >= 500 ? (
          <>
            <Title order={2}>
              <Trans>Failed to load</Trans>
            </Title>
            {message ? <Text c="dimmed">{message}</Text> : null}
            <RetryButton />
          </>
        ) : statusCode === 401 ? (
          <Title order={2}>
            <Trans>Please sign in</Trans>
          </Title>
        ) : (
          <>
            <Title order={2}>
              <Trans>bad Request</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Please check your config file</Trans>
            </Text>
          </>
        )}
        <Link to="/" className={plainButtonClass(plain.md)} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <span className={plain.buttonInner}>
            <span className={plain.buttonLabel}>
              <Trans>Home page</Trans>
            </span>
          </span>
        </Link>
      </Stack>
    </Center>
  )
}

export function RouteErrorPage({ error }: ErrorComponentProps) {
  return <ErrorPage {...errorInfo(error)} />
}

export function NotFoundPage() {
  return <ErrorPage statusCode={404} message={<Trans>This page could not be found</Trans>} />
}
