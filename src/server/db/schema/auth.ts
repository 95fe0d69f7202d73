/** Accounts and what signing in needs: users, sessions, codes, the outbox, rate limits, shared secrets. */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, ref, timestamptz } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    /** The user's own name (docs/spec.md §3.12 (#spec-3-12) User `name`), as they write it; '' until they give it. */
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    /** `email`, `phone` or `visitor` (tourist). */
    userType: text('user_type').notNull(),
    isVisitor: boolean('is_visitor').notNull().default(false),
    /** Points balance (`integral`); every change is a row in points_records. */
    integral: integer('integral').notNull().default(0),
    /** Points earned but still frozen (points_earnings); not spendable yet. */
    frozenIntegral: integer('frozen_integral').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_integral_not_negative', sql`${t.integral} >= 0 AND ${t.frozenIntegral} >= 0`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.countryCode, t.phone),
    uniqueIndex('users_invite_uq').on(t.inviteCode),
  ],
)

/** Login tokens; only a SHA-256 hash of the token is stored. */
export const userSessions = pgTable(
  'user_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
)

/**
 * One-time codes sent by e-mail or SMS. Only a hash of the code is stored; a code expires after 5 minutes and
 * works once. purpose: register | login | reset | password | settle. target: a lower-case e-mail or "+7 9001234567".
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
)

/** The development outbox: every message the outbox sender "sent" (e-mail and SMS), readable by tests and the demo. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** SHA-256 of the `outbox` cookie of the browser entitled to read it; null: nobody can read it via the API. */
    ownerHash: text('owner_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_owner_idx').on(t.ownerHash, t.createdAt),
  ],
)

/**
 * Addresses a browser proved it owns (by signing in to or registering the account that has them), so the
 * outbox may show that browser later messages to them (decision 0006).
 */
export const outboxClaims = pgTable(
  'outbox_claims',
  {
    browserHash: text('browser_hash').notNull(),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.browserHash, t.recipient] })],
)

/** Server-side secrets shared by every app server (e.g. the known-device cookie key), created at first use. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** Fixed-window rate-limit counters, shared by every app server. key: e.g. "login:fail:ip:1.2.3.4". */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)
