import { Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAdminMemberRow } from './members-api.ts';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { renderMarkup } from '../../lib/ui/render-text.ts';
import { memberColumns } from './members-page.tsx';

const member: TAdminMemberRow = { id: 10000007, username: 'quiet_one', phone: null, realName: null, vipLevel: 0, status: 'active', multiAccountFlagged: false, invitationCode: null, inviterId: null, available: 0, frozen: 0, createdAt: '2026-11-21T12:00:00Z', lastLoginAt: null };
const state = { page: 1, pageSize: 50, sort: 'id', order: 'desc' as const, filters: {} };

/** The texts of the row's cells, as the members list shows them. */
function cells(row: TAdminMemberRow): string[] {
  const html = renderMarkup(
    <MemoryRouter>
      <Table<TAdminMemberRow> rowKey="id" columns={memberColumns(state)} dataSource={[row]} pagination={false} />
    </MemoryRouter>,
  );
  const body = html.slice(html.indexOf('<tbody'));
  return [...body.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim());
}

describe('the members list', () => {
  it('shows every missing value with one dash, the one of every screen (QA: "-" for a last sign-in, "–" beside it)', () => {
    const [, who, phone, , , , , code, , lastSignIn] = cells(member);
    expect(who).toBe(`quiet_one ${EMPTY_VALUE}`);
    expect([phone, code, lastSignIn]).toEqual([EMPTY_VALUE, EMPTY_VALUE, EMPTY_VALUE]);
    expect(cells(member).join(' ')).not.toContain('–');
  });
});
