import { bigint, index, jsonb, pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';

/** Single-use image captchas; a row is deleted when it is answered, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Environment reports (spec 3), sent by the app when its version changes. */
export const envReports = pgTable(
  'env_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }),
    uuid: text('uuid').notNull(),
    timeZone: text('time_zone').notNull(),
    language: text('language').notNull(),
    screenWidth: text('screen_width').notNull(),
    screenHeight: text('screen_height').notNull(),
    userAgent: text('user_agent').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    deviceUid: text('device_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('env_reports_member_idx').on(t.memberId)],
);

/** Operator-editable settings (product-rules.md: every "not shown" number is one). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

export const settingsHistory = pgTable(
  'settings_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: text('changed_by').notNull(),
  },
  (t) => [index('settings_history_key_idx').on(t.key, t.changedAt)],
);

/** Fixed-window counters shared by every server process (submit limits). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
});
