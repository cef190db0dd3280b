import { eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema.ts';

/**
 * The rows of the member a back-office filter names: the uid when the text is one, and the member
 * of that username (case-insensitive, whole name; a username may be all digits too). Each side is
 * an indexed lookup (primary key, members_username_lower_uq).
 */
export function memberByUidOrUsername(memberId: AnyColumn, text: string): SQL {
  const uid = /^\d{1,15}$/.test(text) ? Number(text) : null;
  const byName = sql`lower(${members.username}) = ${text.toLowerCase()}`;
  return sql`${memberId} in (select ${members.id} from ${members} where ${uid === null ? byName : or(eq(members.id, uid), byName)})`;
}
