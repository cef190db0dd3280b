import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../app-context.ts';
import { captchas } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

function hashAnswer(id: string, answer: string): string {
  return crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export async function createCaptcha(ctx: AppContext) {
  const now = ctx.clock.now();
  const ttl = await ctx.settings.get('auth.captchaTtlSeconds');
  // Ambiguous glyphs are left out so a member is never refused for reading 0 as O.
  const { data: svg, text } = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1lIi', background: '#f2f5f3' });
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + ttl * 1000);
  await ctx.db.insert(captchas).values({ id, answerHash: hashAnswer(id, text), expiresAt });
  // Expired rows would pile up otherwise; deleting a few on each issue keeps the table small.
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 3600_000)));
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: expiresAt.toISOString(),
    ...(ctx.config.CAPTCHA_EXPOSE_ANSWER ? { answer: text } : {}),
  };
}

/**
 * Answers a captcha exactly once: the row is deleted whether the answer is right or wrong, so a
 * captcha cannot be guessed repeatedly. Runs outside any transaction so the use counts even when
 * the sign-in it guards is refused.
 */
export async function consumeCaptcha(ctx: AppContext, id: string, answer: string): Promise<void> {
  const [row] = await ctx.db.delete(captchas).where(eq(captchas.id, id)).returning();
  if (!row || row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw new AppError('CAPTCHA_EXPIRED', {}, { field: 'captcha' });
  const given = Buffer.from(hashAnswer(id, answer), 'hex');
  const expected = Buffer.from(row.answerHash, 'hex');
  if (!crypto.timingSafeEqual(given, expected)) throw new AppError('CAPTCHA_ERROR', {}, { field: 'captcha' });
}
