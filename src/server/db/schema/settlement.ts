/** Merchant settlement: a shopper's applications to sell on the platform (M8, M9). */
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, money, ref, timestamptz } from './columns.ts'
import { merchantCategories, merchantTypes } from './merchants.ts'

/**
 * auditStatus (§4.5): 1 to be reviewed, 2 approved, 3 not approved (`denialReason`). At most one pending
 * application per user (partial unique index). `qualificationPicture`: site paths of the applicant's private uploads.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    realName: text('real_name').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categoryId: ref('category_id', () => merchantCategories.id),
    typeId: ref('type_id', () => merchantTypes.id),
    handlingFee: money('handling_fee').notNull(),
    qualificationPicture: jsonb('qualification_picture').$type<string[]>().notNull().default([]),
    auditStatus: smallint('audit_status').notNull().default(1),
    denialReason: text('denial_reason').notNull().default(''),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('merchant_applications_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.auditStatus} = 1`),
  ],
)
