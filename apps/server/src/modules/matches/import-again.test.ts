import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';

// A fixtures file imported again (matches.test.ts has the first import's rules): what is stored
// already is not judged again, and names that look the same are the same.

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await createSignedInAdmin(t, 'trader', 'fixtures_again')).token;
});
const importFile = (content: string) => t.call({ method: 'POST', url: '/admin/api/matches/import', headers: { 'admin-token': admin }, payload: { format: 'csv', content } });

describe('a fixtures file imported again', () => {
  it('takes the same file back after its first match kicked off, and a name typed in decomposed Unicode as the same team (QA: refused whole; a second match)', async () => {
    const soon = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const file = (accented: string) => ['league,home,away,kickoff', `LaLiga,${accented} Núñez,Deportivo Alavés,${soon}`, 'LaLiga,Real Oviedo,Getafe CF,2026-12-20T20:00:00Z'].join('\n');
    expect((await importFile(file('Atlético'))).body.data).toMatchObject({ created: 2, unchanged: 0 });
    t.clock.advance(20 * 60_000);
    // "Atlético" with é as e + U+0301, as macOS saves files: it looks the same, so it is the same team.
    const decomposed = file('Atlético'.normalize('NFD'));
    expect(decomposed).not.toBe(file('Atlético'));
    const again = await importFile(decomposed);
    expect([again.body.code, again.body.data]).toMatchObject([200, { created: 0, unchanged: 2 }]);
  });

});
