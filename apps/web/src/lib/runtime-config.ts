import { RUNTIME_CONFIG_PATH } from './api-paths.ts';

// /runtime-config.js is a plain script, loaded by index.html before the app, that sets
// window.VIT_* globals. The deploy can change them without rebuilding the app.

declare global {
  interface Window {
    VIT_VERSION?: string;
    VIT_TITLE?: string;
    VIT_BASE_URL?: string;
    VIT_PID_KEY?: string;
  }
}

export type TRuntimeConfig = {
  VIT_VERSION?: string;
  VIT_TITLE?: string;
  VIT_BASE_URL?: string;
  VIT_PID_KEY?: string;
};

const KNOWN_KEYS = new Set(['VIT_VERSION', 'VIT_TITLE', 'VIT_BASE_URL', 'VIT_PID_KEY']);
const ASSIGNMENT = /^\s*window\.(VIT_[A-Z0-9_]+)\s*=\s*(.+?)\s*;?\s*$/;

/**
 * Reads `window.VIT_X = <JSON value>;` lines from the script text without evaluating it: a
 * re-fetched config is data, never code. Unknown keys, non-string values and lines that are
 * not valid JSON are ignored.
 */
export function parseRuntimeConfig(script: string): TRuntimeConfig {
  const config: Record<string, string> = {};
  for (const line of script.split(/\r?\n/)) {
    const match = ASSIGNMENT.exec(line);
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    if (!KNOWN_KEYS.has(key)) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'string') config[key] = value;
    } catch {
      // Not JSON: skipped rather than evaluated.
    }
  }
  return config as TRuntimeConfig;
}

/** The config the page was loaded with (index.html ran the script before the app). */
export function loadedRuntimeConfig(): TRuntimeConfig {
  if (typeof window === 'undefined') return {};
  return {
    VIT_VERSION: window.VIT_VERSION,
    VIT_TITLE: window.VIT_TITLE,
    VIT_BASE_URL: window.VIT_BASE_URL,
    VIT_PID_KEY: window.VIT_PID_KEY,
  };
}

export function apiBaseUrl(): string {
  const base = typeof window === 'undefined' ? '' : (window.VIT_BASE_URL ?? '');
  return base.replace(/\/+$/, '');
}

/** Fetches the current config from the server as text; `_t` defeats caches on the way. */
export async function fetchRuntimeConfig(storedVersion: string): Promise<TRuntimeConfig> {
  const query = new URLSearchParams({ _t: String(Date.now()), version: storedVersion });
  const response = await fetch(`${RUNTIME_CONFIG_PATH}?${query.toString()}`, { cache: 'no-store', credentials: 'include' });
  if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
  return parseRuntimeConfig(await response.text());
}
