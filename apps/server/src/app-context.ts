import type { Clock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SettingsStore } from './modules/settings/settings.ts';

/** What use cases and routes need from the running app; built once in buildApp(). */
export type AppContext = {
  config: TConfig;
  database: Database;
  db: Db;
  clock: Clock;
  settings: SettingsStore;
};
