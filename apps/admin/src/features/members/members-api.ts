import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type TPage } from '../../lib/api-client.ts';
import type { TAdminApiName } from '../../lib/api-paths.ts';

// Answer types come from the contract as types only (no zod in the bundle).
export type {
  TAdminMemberDetail,
  TAdminMemberRow,
  TBalanceCorrection,
  TRelatedAccount,
} from '@scoreline/contract/api/admin-member-endpoints';
import type { ZAdminMemberBankAccount, ZCorrectionMember, ZMemberLogin, ZTeamMember } from '@scoreline/contract/api/admin-member-endpoints';
import type { ZBillEntry } from '@scoreline/contract/api/wallet';

type Out<S extends { _output: unknown }> = S['_output'];
export type TMemberLogin = Out<typeof ZMemberLogin>;
export type TTeamMember = Out<typeof ZTeamMember>;
export type TMemberBankAccount = Out<typeof ZAdminMemberBankAccount>;
export type TCorrectionMember = Out<typeof ZCorrectionMember>;
export type TBillEntry = Out<typeof ZBillEntry>;

export const memberKeys = {
  all: ['members'] as const,
  search: ['members', 'search'] as const,
  member: (id: number) => ['members', 'member', id] as const,
  corrections: ['corrections'] as const,
};

/** One page of a members list; the previous page stays on screen while the next loads. */
export function useMemberList<T>(name: TAdminApiName, key: readonly unknown[], query: Record<string, string | number>, enabled = true) {
  return useQuery({
    queryKey: [...key, name, query],
    queryFn: ({ signal }) => callApi<TPage<T>>(name, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
