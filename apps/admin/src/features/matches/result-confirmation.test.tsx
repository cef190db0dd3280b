import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TCorrectionPreview, TMatchExposure } from '../../lib/api-types.ts';
import { ReasonField } from '../../lib/ui/action-modal.tsx';
import { renderText } from '../../lib/ui/render-text.ts';
import { ImpactSummary, PendingReason, type TPending } from './result-confirmation.tsx';

const inForm = (node: ReactNode, initialValues?: object) => renderText(<Form initialValues={initialValues}>{node}</Form>);
const exposure = { periods: [{ period: 'FT', openStake: 50_000, openBets: 3, selections: [], outcomes: [], worstCase: null }] } as unknown as TMatchExposure;
const preview: TCorrectionPreview = { from: '1-0', to: '0-0', changed: 2, toWinning: 0, toLost: 2, takenBack: 3_000_000, paidToMembers: 0, netToMembers: -3_000_000, keptByHouse: 0, membersShort: 1, short: [{ uid: 12, username: 'cat', shortBy: 1_056_980, inOpenWithdrawal: 0, inOpenBets: 0 }], coverTakenBack: 0 };
const correction: TPending = { kind: 'correct', period: 'FT', home: 0, away: 0, preview, early: null };

describe('the reason of a results action', () => {
  it('reaches members as typed, as the server words its notices (a change there is seen here)', () => {
    const notices = readFileSync(fileURLToPath(new URL('../../../../server/src/modules/content/notices.ts', import.meta.url)), 'utf8');
    for (const key of ['match_postponed', 'match_voided', 'match_abandoned', 'result_corrected_paid', 'result_corrected_taken', 'result_corrected_mixed']) {
      expect(notices).toMatch(new RegExp(`${key}: \\{ title: '[^']*', body: '[^']*Reason: \\{\\{reason\\}\\}`));
    }
  });

  it('is labelled as members will read it, word for word, where it reaches them (QA: "Reason (recorded with the change)" read as an internal note)', () => {
    for (const kind of ['void', 'abandoned'] as const) {
      const text = inForm(<PendingReason pending={{ kind, exposure }} />);
      expect(text).toContain('Reason, shown to members as typed');
      expect(text).toContain('Members read it in their messages and on their bets, in the words you type.');
    }
    expect(inForm(<PendingReason pending={correction} />)).toContain('Members read it in their messages and on their bets, in the words you type.');
    // A postponement's reason is in the notice only: the bets it keeps waiting say when they stand, not why.
    const postponed = inForm(<PendingReason pending={{ kind: 'postpone', exposure }} />);
    expect(postponed).toContain('Reason, shown to members as typed');
    expect(postponed).toContain('Members read it in their messages and on their bets, in the words you type.');
    expect(inForm(<PendingReason pending={{ kind: 'result', period: 'FT', home: 1, away: 0, exposure, early: null }} />)).toBe('');
  });

  it('keeps the plain label where the reason stays in the back office (a suspension, a price override, a member locked)', () => {
    const text = inForm(<ReasonField />);
    expect(text).toContain('Reason (recorded with the change)');
    expect(text).not.toContain('members');
  });
});

describe('the net a correction moves to members’ balances', () => {
  it('says it counts the operator’s cover while the cover is not ticked (QA: −₦19,430.20 shown as if it were, the correction then refused)', () => {
    const text = inForm(<ImpactSummary pending={correction} />);
    expect(text).toContain("Net to members’ balances if the operator covers -₦19,430.20");
    expect(text).not.toMatch(/balances -₦/);
  });

  it('says it plainly when no cover is asked for (earlier covers taken back only)', () => {
    const text = inForm(<ImpactSummary pending={{ ...correction, preview: { ...preview, membersShort: 0, short: [], coverTakenBack: 100_000 } }} />);
    expect(text).toContain("Net to members’ balances -₦31,000.00");
  });
});
