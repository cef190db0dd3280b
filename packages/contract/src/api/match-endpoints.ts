import type { TEndpoint } from './endpoints.ts';
import { ZImportFixturesRequest, ZImportFixturesResult, ZMatchList, ZMatchListQuery } from './matches.ts';

// The betting issue's endpoints, spread into `endpoints` in endpoints.ts.
export const matchEndpoints = {
  matchList: {
    method: 'GET',
    path: '/web/match/list',
    summary: 'Matches of a day by league, with closing times (the match tab)',
    tag: 'member',
    auth: 'member',
    query: ZMatchListQuery,
    response: ZMatchList,
  },
  adminImportFixtures: {
    method: 'POST',
    path: '/admin/api/matches/import',
    summary: 'Import fixtures from a JSON or CSV file (league, home, away, kickoff); importing twice adds nothing',
    tag: 'admin',
    auth: 'admin',
    body: ZImportFixturesRequest,
    response: ZImportFixturesResult,
  },
} as const satisfies Record<string, TEndpoint>;
