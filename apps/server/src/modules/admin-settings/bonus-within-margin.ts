import { formatBps } from '@scoreline/contract/display';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { highestVipBonusBps, marginBelowBonus, topOddsBonusBps } from '../trading/highest-vip-bonus.ts';
import { offeredBooksBrokenAt } from '../trading/offered-books.ts';

type TVipLevels = { oddsBonusBps: number }[];

const MATCHES_NAMED = 5;

/**
 * The VIP table's top odds bonus and the odds engine's default margin are checked together
 * (decision 027): a margin below the top bonus would make every default reprice refused, and a
 * bonus raised above what the prices on offer were set for would hand VIP members a sure win
 * on them at once. So a higher top bonus is refused while any offered price would break the
 * book at it, naming the matches and prices to put right first.
 */
export async function checkBonusWithinMargin(ctx: AppContext, key: string, value: unknown): Promise<void> {
  if (key === 'betting.marginBps') {
    const bonus = await highestVipBonusBps(ctx);
    if ((value as number) < bonus) throw marginBelowBonus('value', bonus);
    return;
  }
  if (key !== 'vip.levels') return;
  const bonus = topOddsBonusBps(value as TVipLevels);
  const margin = await ctx.settings.get('betting.marginBps');
  if (bonus > margin) {
    throw new AppError('VALIDATION_FAILED', {}, { field: 'value', max: margin, reason: `an odds bonus of at most ${formatBps(margin)}, the default margin (betting.marginBps): raise the margin first` });
  }
  if (bonus <= (await highestVipBonusBps(ctx))) return; // a lower or equal bonus keeps every book the prices were checked for
  const broken = await offeredBooksBrokenAt(ctx.db, bonus, ctx.clock.now());
  if (!broken.length) return;
  const named = broken.slice(0, MATCHES_NAMED).map((m) => `${m.fixture} (${m.problems.join(', ')})`);
  const more = broken.length > MATCHES_NAMED ? `; and ${broken.length - MATCHES_NAMED} more` : '';
  throw new AppError('VALIDATION_FAILED', {}, {
    field: 'value',
    reason: `with a top odds bonus of ${formatBps(bonus)} VIP members could win whatever the score on the prices offered for ${named.join('; ')}${more}. Reprice these matches with a margin of at least ${formatBps(bonus)} (or lower the prices named) first`,
  });
}
