import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';

const t = useTestApp();
const post = (a: TestAdmin, url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, headers: { 'admin-token': a.token }, payload });
const get = (a: TestAdmin, url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': a.token } });
const texts = (s: string) => ({ en: `${s} (en)`, fr: `${s} (fr)`, th: `${s} (th)` });
const refusedField = (res: Awaited<ReturnType<typeof t.call>>) => {
  expectRefusal(res, 'VALIDATION_FAILED');
  return res.body.data.field;
};

describe('announcements', () => {
  it('are written in three languages, published and unpublished; members see the published ones in their language', async () => {
    const support = await createSignedInAdmin(t, 'support');
    const a = expectOk(await post(support, '/admin/api/announcements/save', { title: texts('Cup final'), body: texts('Bets open at noon') }));
    expect(a).toMatchObject({ published: false, publishedAt: null, createdBy: `admin:${support.username}`, title: texts('Cup final') });
    const b = expectOk(await post(support, '/admin/api/announcements/save', { title: texts('Maintenance'), body: texts('Sunday 02:00') }));
    expect((await t.call({ method: 'GET', url: '/web/announcements' })).body.data.items).toEqual([]);

    expect(expectOk(await post(support, '/admin/api/announcements/publish', { id: a.id, published: true }))).toMatchObject({ published: true });
    expectOk(await post(support, '/admin/api/announcements/save', { id: a.id, title: texts('Cup final!'), body: texts('Bets open at noon') }));
    const fr = expectOk(await t.call({ method: 'GET', url: '/web/announcements', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }));
    expect(fr.items).toEqual([{ id: a.id, title: 'Cup final! (fr)', body: 'Bets open at noon (fr)', publishedAt: '2026-11-21T12:00:00.000Z' }]);

    expectOk(await post(support, '/admin/api/announcements/publish', { id: b.id, published: true }));
    expect(expectOk(await post(support, '/admin/api/announcements/publish', { id: a.id, published: false }))).toMatchObject({ published: false, unpublishedAt: '2026-11-21T12:00:00.000Z' });
    expect(expectOk(await t.call({ method: 'GET', url: '/web/announcements', headers: { 'accept-language': 'th' } })).items.map((x: { title: string }) => x.title)).toEqual(['Maintenance (th)']);
    // One announcement by id: published ones only, in the member's language.
    expect(expectOk(await t.call({ method: 'GET', url: `/web/announcements/detail?id=${b.id}`, headers: { 'accept-language': 'fr' } }))).toEqual({ id: b.id, title: 'Maintenance (fr)', body: 'Sunday 02:00 (fr)', publishedAt: expect.any(String) });
    expectRefusal(await t.call({ method: 'GET', url: `/web/announcements/detail?id=${a.id}` }), 'NOT_FOUND');
    expectRefusal(await t.call({ method: 'GET', url: '/web/announcements/detail?id=abc' }), 'VALIDATION_FAILED');

    const list = expectOk(await get(support, '/admin/api/announcements?pageSize=1'));
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(refusedField(await post(support, '/admin/api/announcements/save', { title: { en: 'x', fr: 'y' }, body: texts('z') }))).toBe('title.th');
    expectRefusal(await post(support, '/admin/api/announcements/publish', { id: 999_999, published: true }), 'NOT_FOUND');

    const auditor = await createSignedInAdmin(t, 'auditor');
    const audit = expectOk(await get(auditor, `/admin/api/audit?action=adminPublishAnnouncement&targetId=${a.id}`)).items;
    expect(audit[0]).toMatchObject({ targetType: 'announcement', before: { published_at: expect.anything() }, after: { published_at: null } });
    expectRefusal(await post(auditor, '/admin/api/announcements/publish', { id: a.id, published: true }), 'FORBIDDEN');
    expectRefusal(await get(await createSignedInAdmin(t, 'finance'), '/admin/api/announcements'), 'FORBIDDEN');
  });
});

describe('member messages', () => {
  it('go to one member, a VIP level or everyone in one statement; members read and mark them', async () => {
    const support = await createSignedInAdmin(t, 'support');
    const [m1, m2, m3] = [await t.register(), await t.register(), await t.register()];
    await t.ctx.db.execute(sql`update members set vip_level = 3 where id in (${m2.member.uid}, ${m3.member.uid})`);
    const all = ((await t.ctx.db.execute(sql`select count(*)::int as n from members where status <> 'disabled'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

    const one = expectOk(await post(support, '/admin/api/messages/send', { segment: 'member', memberId: m1.member.uid, title: 'Your withdrawal', body: 'It is on its way.' }));
    expect(one).toMatchObject({ segment: `member:${m1.member.uid}`, recipients: 1, read: 0 });
    expect(expectOk(await post(support, '/admin/api/messages/send', { segment: 'vip', vipLevel: 3, title: 'VIP 3', body: 'Thank you.' }))).toMatchObject({ segment: 'vip:3', recipients: 2 });
    expect(expectOk(await post(support, '/admin/api/messages/send', { segment: 'all', title: 'Hello all', body: 'New leagues.' }))).toMatchObject({ segment: 'all', recipients: all });

    const inbox = (token: string) => t.call({ method: 'GET', url: '/web/messages', headers: { token } });
    const m1Inbox = expectOk(await inbox(m1.token));
    expect(m1Inbox).toMatchObject({ total: 2, unread: 2 });
    expect(m1Inbox.items.map((x: { title: string }) => x.title).sort()).toEqual(['Hello all', 'Your withdrawal']);
    expect(expectOk(await inbox(m2.token)).items.map((x: { title: string }) => x.title).sort()).toEqual(['Hello all', 'VIP 3']);

    const first = m1Inbox.items[0];
    // One message by id: the member's own only, and reading it does not mark it read.
    expect(expectOk(await t.call({ method: 'GET', url: `/web/messages/detail?id=${first.id}`, headers: { token: m1.token } }))).toEqual(first);
    expectRefusal(await t.call({ method: 'GET', url: `/web/messages/detail?id=${first.id}`, headers: { token: m2.token } }), 'NOT_FOUND');
    expectRefusal(await t.call({ method: 'GET', url: `/web/messages/detail?id=${first.id}` }), 'NOT_LOGGED_IN');
    expect(expectOk(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m1.token }, payload: { id: first.id } }))).toEqual({ unread: 1 });
    // Another member's message id, or one that does not exist, is refused as the detail refuses it, and changes nothing.
    expectRefusal(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m2.token }, payload: { id: first.id } }), 'NOT_FOUND');
    expectRefusal(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m2.token }, payload: { id: 999_999 } }), 'NOT_FOUND');
    // A mistyped field is refused, not read as "mark all" (QA: {"messageId": 3} marked every message read).
    expectRefusal(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m2.token }, payload: { messageId: first.id } }), 'VALIDATION_FAILED');
    expect(expectOk(await inbox(m2.token)).unread).toBe(2);
    expect(expectOk(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m2.token }, payload: {} }))).toEqual({ unread: 0 });
    // Marking a message already read again is fine.
    expect(expectOk(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m1.token }, payload: { id: first.id } }))).toEqual({ unread: 1 });
    expectRefusal(await inbox('nope'), 'NOT_LOGGED_IN');

    const sends = expectOk(await get(support, '/admin/api/messages'));
    expect(sends.total).toBe(3);
    const everyone = sends.items.find((s: { segment: string }) => s.segment === 'all');
    expect(everyone).toMatchObject({ recipients: all, read: 2, createdBy: `admin:${support.username}` });

    expectRefusal(await post(support, '/admin/api/messages/send', { segment: 'member', memberId: 999_999, title: 'x', body: 'y' }), 'ACCOUNT_NOT_FOUND');
    expect(refusedField(await post(support, '/admin/api/messages/send', { segment: 'vip', title: 'x', body: 'y' }))).toBe('vipLevel');
    expect(refusedField(await post(support, '/admin/api/messages/send', { segment: 'member', title: 'x', body: 'y' }))).toBe('memberId');
    expect(refusedField(await post(support, '/admin/api/messages/send', { segment: 'all', title: '', body: 'y' }))).toBe('title');
    expectRefusal(await post(await createSignedInAdmin(t, 'trader'), '/admin/api/messages/send', { segment: 'all', title: 'x', body: 'y' }), 'FORBIDDEN');
  });

  it('to a VIP level the VIP table does not hold is refused as setting that level is, and records nothing (QA: success with 0 recipients)', async () => {
    const support = await createSignedInAdmin(t, 'support');
    const sendsBefore = expectOk(await get(support, '/admin/api/messages')).total;
    const res = await post(support, '/admin/api/messages/send', { segment: 'vip', vipLevel: 99, title: 'VIP 99', body: 'Nobody is here.' });
    expectRefusal(res, 'VIP_LEVEL_UNKNOWN');
    expect(res.body.data).toMatchObject({ field: 'vipLevel' });
    expect(expectOk(await get(support, '/admin/api/messages')).total).toBe(sendsBefore);
  });
});
