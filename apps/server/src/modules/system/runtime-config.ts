import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../app-context.ts';

// The member app reads its version from here (spec 4): when the version it runs differs, it
// reloads. By default the version is a fingerprint of the deployed app's index.html, so every
// deploy of a new build is noticed without anyone bumping a number; the back office may pin one.

let fingerprintCache: { mtimeMs: number; value: string } | null = null;

function buildFingerprint(webDist: string): string {
  const index = path.join(webDist, 'index.html');
  try {
    const { mtimeMs } = fs.statSync(index);
    if (fingerprintCache?.mtimeMs !== mtimeMs) {
      const digest = crypto.createHash('sha256').update(fs.readFileSync(index)).digest('hex').slice(0, 12);
      fingerprintCache = { mtimeMs, value: digest };
    }
    return fingerprintCache.value;
  } catch {
    return 'dev';
  }
}

export async function runtimeConfigScript(ctx: AppContext): Promise<string> {
  const [title, pinned] = await Promise.all([ctx.settings.get('runtime.title'), ctx.settings.get('runtime.version')]);
  const values: Record<string, string> = {
    VIT_VERSION: pinned || buildFingerprint(ctx.config.WEB_DIST),
    VIT_TITLE: title,
    VIT_BASE_URL: ctx.config.PUBLIC_API_BASE,
    VIT_PID_KEY: ctx.config.PID_KEY,
    /** The back office shows days and times in it (the member app ignores it). */
    VIT_OPERATOR_TZ: ctx.config.OPERATOR_TZ,
  };
  // JSON.stringify escapes quotes and newlines; "<" is escaped too so a value cannot close a tag.
  return Object.entries(values)
    .map(([k, v]) => `window.${k} = ${JSON.stringify(v).replace(/</g, '\\u003c')};`)
    .join('\n')
    .concat('\n');
}
