import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
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
    expect([again.body.code, again.body.data]).toMatchObject([200, { created: 0, unchanged: 2, notes: [] }]);
  });

  it('takes the same file back after a trader moved one of its kick-offs, and says the match keeps its new time (QA: refused whole, the match clashing with itself)', async () => {
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();
    const file = ['league,home,away,kickoff', `Bundesliga,SC Freiburg,FC Augsburg,${at(30)}`, `Bundesliga,VfL Bochum,Holstein Kiel,${at(30)}`].join('\n');
    const first = await importFile(file);
    const [moved] = first.body.data.createdIds as number[];
    const edit = await t.call({ method: 'POST', url: '/admin/api/matches/edit', headers: { 'admin-token': admin }, payload: { matchId: moved, kickOffAt: at(30.5) } });
    expect(edit.body.code).toBe(200);
    const again = await importFile(file);
    expect([again.body.code, again.body.data]).toMatchObject([200, { created: 0, unchanged: 2 }]);
    expect(again.body.data.notes).toEqual([{ line: 2, message: expect.stringMatching(new RegExp(`^match #${String(moved)} is this fixture, its kick-off moved to .+ since: left as it is$`)) }]);
    // Renamed, its kick-off as it was: said as renamed (QA: "moved", to the time it always had).
    const renamed = (first.body.data.createdIds as number[])[1]!;
    expect((await t.call({ method: 'POST', url: '/admin/api/matches/edit', headers: { 'admin-token': admin }, payload: { matchId: renamed, awayTeam: 'Holstein Kiel II' } })).body.code).toBe(200);
    expect((await importFile(file)).body.data.notes).toEqual([
      { line: 2, message: expect.stringMatching(/its kick-off moved to .+ since: left as it is$/) },
      { line: 3, message: `match #${String(renamed)} is this fixture, renamed Bundesliga: VfL Bochum v Holstein Kiel II since: left as it is` },
    ]);
    // Postponed: it stays so, and says it.
    expect((await t.call({ method: 'POST', url: '/admin/api/matches/postpone', headers: { 'admin-token': admin }, payload: { matchId: renamed, reason: 'pitch frozen' } })).body.code).toBe(200);
    expect((await importFile(file)).body.data.notes[1]).toEqual({ line: 3, message: `match #${String(renamed)} is this fixture and is postponed: it stays so until a trader reschedules it, nothing was imported again` });
    const [match] = await t.ctx.db.select({ kickOffAt: matches.kickOffAt }).from(matches).where(eq(matches.id, moved!));
    expect(match?.kickOffAt.toISOString()).toBe(new Date(at(30.5)).toISOString());
    // Once the time it was imported with has passed, too (the match kicks off later still).
    t.clock.advance(30.2 * 3_600_000);
    admin = (await createSignedInAdmin(t, 'trader', 'fixtures_later')).token; // the first one's session has timed out
    expect((await importFile(file)).body.data).toMatchObject({ created: 0, unchanged: 2 });
  });

  it('imports a fixture moved by days as a second match, and says which match the same teams already have (QA: without a word)', async () => {
    const at = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
    const first = await importFile(['league,home,away,kickoff', `Serie A,Hellas Verona,Udinese Calcio,${at(3)}`].join('\n'));
    const [id] = first.body.data.createdIds as number[];
    expect(first.body.data.notes).toEqual([]);
    const moved = await importFile(['league,home,away,kickoff', `serie a,Hellas Verona,Udinese Calcio,${at(6)}`, 'Serie A,Udinese Calcio,Hellas Verona,' + at(40)].join('\n'));
    expect(moved.body.data).toMatchObject({ created: 2, unchanged: 0 });
    // Only the fixture of the same teams in the same order: the return leg is another match.
    expect(moved.body.data.notes).toEqual([
      { line: 2, message: expect.stringMatching(new RegExp(`^these teams already have match #${String(id)} in this league \\(scheduled, .+\\): if the fixture moved, postpone or void that match`)) },
    ]);
  });

  it('says which lines of one file hold the same teams days apart, each naming the other (they became two matches without a word)', async () => {
    const at = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
    const file = ['league,home,away,kickoff', `Eredivisie,PEC Zwolle,Heracles Almelo,${at(4)}`, `Eredivisie,Go Ahead Eagles,NEC Nijmegen,${at(4)}`, `Eredivisie,PEC Zwolle,Heracles Almelo,${at(9)}`].join('\n');
    const imported = await importFile(file);
    expect(imported.body.data).toMatchObject({ created: 3, unchanged: 0 });
    const [first, , second] = imported.body.data.createdIds as number[];
    expect(imported.body.data.notes).toEqual([
      { line: 2, message: expect.stringMatching(new RegExp(`^line 4 of this file has the same teams in this league \\(match #${String(second)}, .+\\): both were imported; if one is the other moved, void that one$`)) },
      { line: 4, message: expect.stringMatching(new RegExp(`^line 2 of this file has the same teams in this league \\(match #${String(first)}, .+\\)`)) },
    ]);
  });

  it('says that a fixture inside the closing window went in closed, and that a voided match stays void', async () => {
    await t.ctx.settings.set('betting.closeMinutesBeforeKickoff', 30, 'test');
    try {
      const soon = new Date(t.clock.now().getTime() + 20 * 60_000).toISOString();
      const later = new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString();
      const file = ['league,home,away,kickoff', `Ligue 1,Stade Brestois,FC Lorient,${soon}`, `Ligue 1,AJ Auxerre,Le Havre AC,${later}`].join('\n');
      const first = await importFile(file);
      expect(first.body.data.notes).toEqual([{ line: 2, message: 'kicks off within the 30-minute closing window: imported with betting already closed' }]);
      const voided = (first.body.data.createdIds as number[])[1]!;
      expect((await t.call({ method: 'POST', url: '/admin/api/matches/void', headers: { 'admin-token': admin }, payload: { matchId: voided, state: 'void', reason: 'fixture withdrawn by the league' } })).body.code).toBe(200);
      const again = await importFile(file);
      expect(again.body.data).toMatchObject({ created: 0, unchanged: 2 });
      expect(again.body.data.notes).toEqual([{ line: 3, message: `match #${String(voided)} is this fixture and was voided: it stays so, nothing was imported again` }]);
    } finally {
      await t.ctx.settings.set('betting.closeMinutesBeforeKickoff', 0, 'test');
    }
  });

});
