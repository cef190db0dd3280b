import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TSettingHistoryEntry, TSettingInfo } from '@scoreline/contract/api/admin-settings-endpoints';
import type { AppContext } from '../../app-context.ts';
import { settings, settingsHistory } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { decidingIssue, readableReason } from '../../http/validation.ts';
import { settingDefinitions, type TSettingKey } from '../settings/defaults.ts';
import { applyDefaultSelectionTotal } from '../trading/default-selection-total.ts';
import { checkBonusWithinMargin } from './bonus-within-margin.ts';
import { describeSetting } from './setting-descriptions.ts';

// Configuration for the back office: every key of the registry with its value in force (a row
// that no longer fits its schema shows the default, as the store reads it), default, description
// and its zod schema as JSON Schema; a change is validated by that schema and kept in history.

const KEYS = Object.keys(settingDefinitions) as TSettingKey[];
const isKey = (key: string): key is TSettingKey => Object.hasOwn(settingDefinitions, key);

const jsonSchemaOf = (key: TSettingKey) => z.toJSONSchema(settingDefinitions[key].schema as z.ZodType, { unrepresentable: 'any', io: 'input' });

type Row = typeof settings.$inferSelect;

function info(key: TSettingKey, row: Row | undefined): TSettingInfo {
  const def = settingDefinitions[key];
  const parsed = def.schema.safeParse(row?.value);
  return {
    key,
    ...describeSetting(key),
    value: parsed.success ? parsed.data : def.default,
    default: def.default,
    schema: jsonSchemaOf(key),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function listSettings(ctx: AppContext): Promise<{ items: TSettingInfo[] }> {
  const rows = new Map((await ctx.db.select().from(settings)).map((r) => [r.key, r]));
  return { items: KEYS.map((key) => info(key, rows.get(key))) };
}

/** Pairs that must stay in order (a minimum above its maximum would refuse every request). */
const ORDERED: [TSettingKey, TSettingKey][] = [
  ['deposit.minKobo', 'deposit.maxKobo'],
  ['withdrawal.minKobo', 'withdrawal.maxKobo'],
  ['betting.minStakeKobo', 'betting.maxStakeKobo'],
  ['betting.minPrice', 'betting.maxPrice'],
];

export async function changeSetting(ctx: AppContext, input: { key: string; value: unknown }, changedBy: string): Promise<TSettingInfo> {
  if (!isKey(input.key)) throw new AppError('VALIDATION_FAILED', {}, { field: 'key', reason: 'unknown setting' });
  const key = input.key;
  const parsed = settingDefinitions[key].schema.safeParse(input.value);
  if (!parsed.success) {
    // Said as every route says it (http/validation.ts): of two maximums broken, the tighter.
    const issue = decidingIssue(parsed.error.issues);
    const field = ['value', ...(issue?.path ?? []).map(String)].join('.');
    throw new AppError('VALIDATION_FAILED', {}, { field, reason: issue ? readableReason(issue) : 'invalid' });
  }
  for (const [low, high] of ORDERED) {
    if (key !== low && key !== high) continue;
    const other = key === low ? high : low;
    const otherValue = (await ctx.settings.get(other)) as number;
    const value = parsed.data as number;
    if ((key === low && value > otherValue) || (key === high && value < otherValue)) {
      throw new AppError('VALIDATION_FAILED', {}, { field: 'value', reason: `${low} must not be above ${high}` });
    }
  }
  await checkBonusWithinMargin(ctx, key, parsed.data);
  const shards = key === 'betting.selectionTotalKobo' ? await ctx.settings.get('betting.selectionShards') : null;
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(key, parsed.data as never, changedBy, tx);
    if (shards !== null) await applyDefaultSelectionTotal(tx, BigInt(parsed.data as number), shards, ctx.clock.now());
  });
  const [row] = await ctx.db.select().from(settings).where(eq(settings.key, key));
  return info(key, row);
}

export async function settingHistory(ctx: AppContext, key: string | undefined): Promise<{ items: TSettingHistoryEntry[] }> {
  if (key !== undefined && !isKey(key)) throw new AppError('VALIDATION_FAILED', {}, { field: 'key', reason: 'unknown setting' });
  const rows = await ctx.db
    .select()
    .from(settingsHistory)
    .where(key ? eq(settingsHistory.key, key) : undefined)
    .orderBy(desc(settingsHistory.changedAt), desc(settingsHistory.id))
    .limit(200);
  return { items: rows.map((r) => ({ id: r.id, key: r.key, oldValue: r.oldValue, newValue: r.newValue, changedBy: r.changedBy, changedAt: r.changedAt.toISOString() })) };
}
