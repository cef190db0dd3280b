import type { TEnvReport } from '@scoreline/contract/api/member-auth';
import { apiPost } from '../lib/api-client.ts';
import { API_PATHS } from '../lib/api-paths.ts';
import { randomHex } from '../lib/device-id.ts';
import { currentLanguage, i18n } from '../lib/i18n.ts';
import { showAlert } from '../lib/notify.ts';
import { fetchRuntimeConfig, loadedRuntimeConfig } from '../lib/runtime-config.ts';
import { readStored, writeStored } from '../lib/storage.ts';

// Spec 4, "App version": on launch the runtime config's version is compared with the one this
// browser last ran; a change is stored and reported (env/save). On each tab switch the config
// is fetched again, and a newer deploy forces a reload through a modal that cannot be dismissed.

const VERSION_STORAGE_KEY = 'app_version';

/** The version this page was loaded with: what "the running version" means until a reload. */
const runningVersion = loadedRuntimeConfig().VIT_VERSION;

/** A deploy is newer when the server names a version and it is not the one running. */
export function isNewVersion(running: string | undefined, latest: string | undefined): boolean {
  return Boolean(latest) && latest !== running;
}

export function environmentReport(version: string): TEnvReport {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  return {
    uuid: `${Date.now()}-${randomHex(16)}`,
    timeZone: timeZone.slice(0, 64),
    language: currentLanguage(),
    screenWidth: String(window.screen?.width ?? window.innerWidth),
    screenHeight: String(window.screen?.height ?? window.innerHeight),
    userAgent: navigator.userAgent.slice(0, 1024),
    version: version.slice(0, 64),
  };
}

export async function checkVersionOnLaunch(): Promise<void> {
  if (!runningVersion || readStored(VERSION_STORAGE_KEY) === runningVersion) return;
  writeStored(VERSION_STORAGE_KEY, runningVersion);
  // The answer is ignored (spec 7); a lost report is not worth bothering the member about.
  await apiPost(API_PATHS.envSave, environmentReport(runningVersion), { background: true }).catch(() => undefined);
}

let upgradePrompted = false;

export async function checkForUpgrade(): Promise<void> {
  if (upgradePrompted) return;
  let latest: string | undefined;
  try {
    latest = (await fetchRuntimeConfig(readStored(VERSION_STORAGE_KEY) ?? runningVersion ?? '')).VIT_VERSION;
  } catch {
    return; // Offline or no config: try again on the next tab switch.
  }
  if (!isNewVersion(runningVersion, latest) || upgradePrompted) return;
  upgradePrompted = true;
  await showAlert({ content: i18n.t('common.upgrade'), scope: 'app' });
  window.location.reload();
}
