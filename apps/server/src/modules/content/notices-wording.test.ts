import { describe, expect, it } from 'vitest';
import { NOTICE_AUTHOR, renderMessage } from './notices.ts';

const notice = (key: string, params: Record<string, string>) => ({ title: `notice:${key}`, body: JSON.stringify(params), createdBy: NOTICE_AUTHOR });

// The bet's page names an abandoned match "ยกเลิกกลางคัน" (its status); the notices say the same,
// not a second word (QA read "ยุติ" in the inbox and "ยกเลิกกลางคัน" on the bet).
describe('Thai notices of an abandoned match', () => {
  const ABANDONED = 'ยกเลิกกลางคัน';

  it("name it by its status's word, in the title", () => {
    const { title } = renderMessage('th', notice('match_abandoned', { home: 'Arsenal', away: 'Chelsea', reason: 'storm', bets: '1', amountKobo: '10000' }));
    expect(title).toBe(`แมตช์ถูก${ABANDONED}: Arsenal พบ Chelsea`);
  });

  it("and in a correction's cover sentence", () => {
    const { body } = renderMessage('th', notice('result_corrected_taken', { home: 'A', away: 'B', period: 'FT', from: '2-1', to: '1-1', reason: 'r', bets: '1', amountKobo: '500000', takenKobo: '500000', coveredKobo: '200000', claimKobo: '100000' }));
    expect(body).toContain(ABANDONED);
  });
});
