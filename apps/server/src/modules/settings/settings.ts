import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { settings, settingsHistory } from '../../db/schema.ts';
import { settingDefinitions, type TSettingKey, type TSettingValue } from './defaults.ts';

// Settings are read on hot paths (the maintenance switch on every request), so each process
// keeps them for a short time. Several processes see a change within CACHE_MS.
const CACHE_MS = 2000;

export type SettingsStore = {
  get<K extends TSettingKey>(key: K): Promise<TSettingValue<K>>;
  set<K extends TSettingKey>(key: K, value: TSettingValue<K>, changedBy: string, tx?: DbOrTx): Promise<void>;
  clearCache(): void;
};

export function createSettingsStore(db: Db, clock: Clock): SettingsStore {
  // The pending read is kept too: the requests that find the cache expired together share one read.
  // Each value is checked against its schema once per read, not per get (a bet reads several
  // settings: parsing them each time was ~1 % of the server's CPU under a placement load); the
  // parsed value is frozen, since every caller until the next read shares it.
  let cache: { at: number; values: Promise<Map<string, unknown>>; parsed: Map<string, unknown> } | null = null;

  function current() {
    const now = Date.now();
    if (cache && now - cache.at < CACHE_MS) return cache;
    const entry = {
      at: now,
      values: db.select({ key: settings.key, value: settings.value }).from(settings).then((rows) => new Map(rows.map((r) => [r.key, r.value]))),
      parsed: new Map<string, unknown>(),
    };
    // A failed read is not kept: the next call tries again.
    entry.values.catch(() => {
      if (cache === entry) cache = null;
    });
    cache = entry;
    return entry;
  }

  return {
    async get(key) {
      const entry = current();
      const values = await entry.values;
      if (entry.parsed.has(key)) return entry.parsed.get(key) as never;
      const def = settingDefinitions[key];
      const parsed = def.schema.safeParse(values.get(key));
      // A row that no longer fits its schema (edited by hand) falls back to the default.
      const value = deepFreeze(parsed.success ? parsed.data : def.default);
      entry.parsed.set(key, value);
      return value as never;
    },
    async set(key, value, changedBy, tx = db) {
      const valid = settingDefinitions[key].schema.parse(value);
      const at = clock.now();
      const [old] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
      await tx
        .insert(settings)
        .values({ key, value: valid, updatedAt: at, updatedBy: changedBy })
        .onConflictDoUpdate({ target: settings.key, set: { value: valid, updatedAt: at, updatedBy: changedBy } });
      await tx.insert(settingsHistory).values({ key, oldValue: old?.value ?? null, newValue: valid, changedAt: at, changedBy });
      cache = null;
    },
    clearCache() {
      cache = null;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
