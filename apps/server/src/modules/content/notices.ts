import { sql } from 'drizzle-orm';
import { formatKobo } from '@scoreline/contract/display';
import { interpolate } from '@scoreline/contract/errors/messages';
import type { TLocale } from '@scoreline/contract/locales';
import type { DbOrTx } from '../../db/client.ts';

// Notices: messages the system writes to one member when something happens to their money
// (spec 3: "withdrawal status notifications"). The member's language is not known when the
// back office or a provider's webhook decides, and may change later, so the member_messages row
// keeps a notice key (title "notice:<key>") and its parameters (body, JSON); the member's inbox
// renders them in the language of the request. A notice is written by the caller's transaction,
// together with the change it reports, so one never exists without the other.

export const NOTICE_AUTHOR = 'system';
const TITLE_PREFIX = 'notice:';

export const NOTICE_KEYS = ['withdrawal_paid', 'withdrawal_rejected', 'withdrawal_failed', 'withdrawal_reversed', 'vip_reached'] as const;
export type TNoticeKey = (typeof NOTICE_KEYS)[number];

type TWording = { title: string; body: string };

const backInBalance: Record<TLocale, string> = {
  en: 'The amount and the fee are back in your available balance.',
  fr: 'Le montant et les frais sont de nouveau sur votre solde disponible.',
  th: 'ยอดเงินและค่าธรรมเนียมได้คืนเข้าสู่ยอดเงินที่ใช้ได้ของคุณแล้ว',
};

const wording: Record<TLocale, Record<TNoticeKey, TWording>> = {
  en: {
    withdrawal_paid: { title: 'Withdrawal paid', body: 'Your withdrawal {{reference}} of {{amount}} has been paid out.' },
    withdrawal_rejected: { title: 'Withdrawal rejected', body: 'Your withdrawal {{reference}} of {{amount}} was not approved. Reason: {{reason}}. {{back}}' },
    withdrawal_failed: { title: 'Withdrawal failed', body: 'The payout of your withdrawal {{reference}} of {{amount}} failed. {{back}}' },
    withdrawal_reversed: { title: 'Withdrawal returned by the bank', body: 'Your bank returned the payout of your withdrawal {{reference}} of {{amount}}. {{back}}' },
    vip_reached: { title: 'You reached VIP {{level}}', body: 'Your deposit {{reference}} of {{amount}} took you to VIP {{level}}: a higher odds bonus on winnings and higher daily limits.' },
  },
  fr: {
    withdrawal_paid: { title: 'Retrait payé', body: 'Votre retrait {{reference}} de {{amount}} a été payé.' },
    withdrawal_rejected: { title: 'Retrait refusé', body: 'Votre retrait {{reference}} de {{amount}} n’a pas été approuvé. Motif : {{reason}}. {{back}}' },
    withdrawal_failed: { title: 'Retrait échoué', body: 'Le paiement de votre retrait {{reference}} de {{amount}} a échoué. {{back}}' },
    withdrawal_reversed: { title: 'Retrait renvoyé par la banque', body: 'Votre banque a renvoyé le paiement de votre retrait {{reference}} de {{amount}}. {{back}}' },
    vip_reached: { title: 'Vous êtes VIP {{level}}', body: 'Votre dépôt {{reference}} de {{amount}} vous fait passer VIP {{level}} : un bonus de cote plus élevé sur vos gains et des limites journalières plus hautes.' },
  },
  th: {
    withdrawal_paid: { title: 'จ่ายเงินถอนแล้ว', body: 'รายการถอนเงิน {{reference}} จำนวน {{amount}} ของคุณได้รับการจ่ายแล้ว' },
    withdrawal_rejected: { title: 'การถอนเงินถูกปฏิเสธ', body: 'รายการถอนเงิน {{reference}} จำนวน {{amount}} ของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}} {{back}}' },
    withdrawal_failed: { title: 'การถอนเงินไม่สำเร็จ', body: 'การจ่ายเงินของรายการถอนเงิน {{reference}} จำนวน {{amount}} ไม่สำเร็จ {{back}}' },
    withdrawal_reversed: { title: 'ธนาคารตีกลับการถอนเงิน', body: 'ธนาคารของคุณตีกลับการจ่ายเงินของรายการถอนเงิน {{reference}} จำนวน {{amount}} {{back}}' },
    vip_reached: { title: 'คุณได้ระดับ VIP {{level}}', body: 'การฝากเงิน {{reference}} จำนวน {{amount}} ทำให้คุณได้ระดับ VIP {{level}}: โบนัสราคาจากกำไรสูงขึ้นและวงเงินรายวันสูงขึ้น' },
  },
};

type TNoticeParams = { reference: string; amountKobo: bigint | number; reason?: string; level?: number };

/** Writes one notice to one member, in the caller's transaction. `ref` makes its send id ("member:<id>/notice:<ref>"). */
export async function sendNotice(tx: DbOrTx, input: { memberId: number; key: TNoticeKey; params: TNoticeParams; ref: string; at: Date }) {
  const params = {
    reference: input.params.reference,
    amountKobo: String(input.params.amountKobo),
    ...(input.params.reason ? { reason: input.params.reason } : {}),
    ...(input.params.level !== undefined ? { level: String(input.params.level) } : {}),
  };
  await tx.execute(sql`
    insert into member_messages (member_id, title, body, send_id, created_by, created_at)
    values (${input.memberId}, ${TITLE_PREFIX + input.key}, ${JSON.stringify(params)}, ${`member:${input.memberId}/notice:${input.ref}`}, ${NOTICE_AUTHOR}, ${input.at})`);
}

const isNoticeKey = (key: string): key is TNoticeKey => (NOTICE_KEYS as readonly string[]).includes(key);

function parseParams(body: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

/** A message as the member reads it: a notice in `locale`, anything else (support's messages) as written. */
export function renderMessage(locale: TLocale, row: { title: string; body: string; createdBy: string }): { title: string; body: string } {
  const key = row.title.slice(TITLE_PREFIX.length);
  if (row.createdBy !== NOTICE_AUTHOR || !row.title.startsWith(TITLE_PREFIX) || !isNoticeKey(key)) return { title: row.title, body: row.body };
  const params = parseParams(row.body);
  if (!params) return { title: row.title, body: row.body };
  const w = wording[locale][key];
  const amount = /^-?\d+$/.test(params.amountKobo ?? '') ? formatKobo(BigInt(params.amountKobo!)) : '-';
  const values = { reference: params.reference ?? '-', amount, reason: params.reason ?? '-', level: params.level ?? '-', back: backInBalance[locale] };
  return { title: interpolate(w.title, values), body: interpolate(w.body, values) };
}
