import { sql } from 'drizzle-orm';
import { formatKobo } from '@scoreline/contract/display';
import { interpolate } from '@scoreline/contract/errors/messages';
import { operatorWallMinute, zoneShortName } from '@scoreline/contract/operator-time';
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

export const NOTICE_KEYS = [
  'withdrawal_paid',
  'withdrawal_rejected',
  'withdrawal_failed',
  'withdrawal_reversed',
  'vip_reached',
  // A match's open bets wait, or come back (settlement/match-notices.ts).
  'match_postponed',
  'match_voided',
  'match_abandoned',
  'match_voided_after_postponement',
  // The desk moved its kick-off (a reschedule after a postponement, or an edit): until when they stand.
  'match_rescheduled',
  'match_kick_off_moved',
  // A postponed match back on at the kick-off it had: no "new kick-off" (QA: "at 12:00 (was 12:00)").
  'match_rescheduled_same',
  // A correction settled a member's bets again: winnings paid, taken back, or some of each.
  'result_corrected_paid',
  'result_corrected_taken',
  'result_corrected_mixed',
] as const;
export type TNoticeKey = (typeof NOTICE_KEYS)[number];

type TWording = { title: string; body: string };

/** How each language writes a fixture and counts bets, as the app's match pages do ("Arsenal contre Chelsea"). */
const versus: Record<TLocale, string> = { en: 'v', fr: 'contre', th: 'พบ' };
const betsCount: Record<TLocale, (n: number) => string> = {
  en: (n) => `${n} ${n === 1 ? 'bet' : 'bets'}`,
  fr: (n) => `${n} ${n > 1 ? 'paris' : 'pari'}`,
  th: (n) => `${n} รายการ`,
};

const periodName: Record<TLocale, Record<string, string>> = {
  en: { FT: 'Full time', HT: 'First half' },
  fr: { FT: 'Temps réglementaire', HT: 'Première mi-temps' },
  th: { FT: 'เต็มเวลา', HT: 'ครึ่งแรก' },
};

const backInBalance: Record<TLocale, string> = {
  en: 'The amount and the fee are back in your available balance.',
  fr: 'Le montant et les frais sont de nouveau sur votre solde disponible.',
  th: 'ยอดเงินและค่าธรรมเนียมได้คืนเข้าสู่ยอดเงินที่ใช้ได้ของคุณแล้ว',
};

/** How a void's notice says its stakes come back: to the available balance, or only "come back" when part of them repays a cover (said after). */
const comeBack: Record<TLocale, { toBalance: string; bare: string }> = {
  en: { toBalance: 'come back to your available balance', bare: 'come back' },
  fr: { toBalance: 'reviennent sur votre solde disponible', bare: 'vous reviennent' },
  th: { toBalance: 'จะคืนเข้าสู่ยอดเงินที่ใช้ได้ของคุณ', bare: 'จะถูกคืน' },
};

/** A correction notice's last words when the operator covered the member (coveredKobo, claimKobo); a void's when its stakes repay such a cover (coverKobo). */
const coverNote: Record<TLocale, { covered: string; claim: string; repays: string; repaysAll: string }> = {
  en: {
    repaysAll: ' All of them repay Scoreline\'s cover of a corrected result: nothing reaches your available balance (your bill shows it).',
    repays: ' Of them, {{cover}} repays Scoreline\'s cover of a corrected result, so {{net}} reaches your available balance (your bill shows both).',
    covered: ' Scoreline covered {{covered}} of it that your balance could not pay back.',
    claim: ' If bets you placed before this correction come back unplayed (cancelled, void or abandoned), up to {{claim}} of their stakes repays that cover first.',
  },
  fr: {
    repaysAll: ' Elles servent toutes à rembourser la prise en charge par Scoreline d’un résultat corrigé\u00a0: votre solde disponible ne reçoit rien (votre relevé le montre).',
    repays: ' Sur ce montant, la prise en charge par Scoreline d’un résultat corrigé est remboursée à hauteur de {{cover}}\u00a0: votre solde disponible reçoit {{net}} (votre relevé montre les deux).',
    covered: ' Scoreline a pris en charge {{covered}} que votre solde ne pouvait pas rembourser.',
    claim: ' Si des paris placés avant cette correction vous reviennent sans être joués (annulés par vous, matchs annulés ou abandonnés), leurs mises remboursent d’abord cette prise en charge, à hauteur de {{claim}}.',
  },
  th: {
    repaysAll: ' เงินเดิมพันทั้งหมดนี้ใช้คืนเงินที่ Scoreline ออกแทนให้จากผลที่ถูกแก้ไข จึงไม่มีเงินเข้าสู่ยอดเงินที่ใช้ได้ของคุณ (ดูได้ในรายการบัญชี)',
    repays: ' ในจำนวนนี้ {{cover}} ใช้คืนเงินที่ Scoreline ออกแทนให้จากผลที่ถูกแก้ไข ยอดเงินที่ใช้ได้ของคุณจึงได้รับ {{net}} (รายการบัญชีแสดงทั้งสองรายการ)',
    covered: ' Scoreline ออกเงินแทนให้ {{covered}} ที่ยอดเงินของคุณไม่พอคืน',
    claim: ' หากเดิมพันที่คุณวางก่อนการแก้ไขนี้ถูกคืนโดยไม่ได้แข่ง (คุณยกเลิก แมตช์เป็นโมฆะ หรือแมตช์ถูกยกเลิกกลางคัน) เงินเดิมพันสูงสุด {{claim}} จะใช้คืนเงินที่ออกแทนนี้ก่อน',
  },
};

const wording: Record<TLocale, Record<TNoticeKey, TWording>> = {
  en: {
    withdrawal_paid: { title: 'Withdrawal paid', body: 'Your withdrawal {{reference}} of {{amount}} has been paid out.' },
    withdrawal_rejected: { title: 'Withdrawal rejected', body: 'Your withdrawal {{reference}} of {{amount}} was not approved. Reason: {{reason}}. {{back}}' },
    withdrawal_failed: { title: 'Withdrawal failed', body: 'The payout of your withdrawal {{reference}} of {{amount}} failed. {{back}}' },
    withdrawal_reversed: { title: 'Withdrawal returned by the bank', body: 'Your bank returned the payout of your withdrawal {{reference}} of {{amount}}. {{back}}' },
    vip_reached: { title: 'You reached VIP {{level}}', body: 'Your deposit {{reference}} of {{amount}} took you to VIP {{level}}: a higher odds bonus on winnings and higher daily limits.' },
    match_postponed: { title: 'Match postponed: {{fixture}}', body: 'Reason: {{reason}}. Your open bets on it ({{bets}}, {{amount}} staked) stand if it is played and finished by {{until}}; if not, their stakes come back to your available balance.' },
    match_voided: { title: 'Match void: {{fixture}}', body: 'Reason: {{reason}}. The stakes of your open bets on it ({{bets}}, {{amount}}) {{comeBack}}.' },
    match_abandoned: { title: 'Match abandoned: {{fixture}}', body: 'Reason: {{reason}}. Bets on a half already settled stand; the stakes of your other open bets on it ({{bets}}, {{amount}}) {{comeBack}}.' },
    match_voided_after_postponement: { title: 'Match void: {{fixture}}', body: 'It was postponed and not played in time. The stakes of your open bets on it ({{bets}}, {{amount}}) {{comeBack}}.' },
    match_rescheduled: { title: 'New kick-off: {{fixture}}', body: 'It now kicks off at {{kickOff}} (was {{was}}). Your open bets on it ({{bets}}, {{amount}} staked) stand if it is played and finished by {{until}}; if not, their stakes come back to your available balance.' },
    match_kick_off_moved: { title: 'New kick-off: {{fixture}}', body: 'It now kicks off at {{kickOff}} (was {{was}}). Your open bets on it ({{bets}}, {{amount}} staked) stand.' },
    match_rescheduled_same: { title: 'Back on: {{fixture}}', body: 'It kicks off at {{kickOff}}, as first planned. Your open bets on it ({{bets}}, {{amount}} staked) stand if it is played and finished by {{until}}; if not, their stakes come back to your available balance.' },
    result_corrected_paid: { title: 'Result corrected: {{fixture}}', body: '{{period}}: {{from}} → {{to}}. Reason: {{reason}}. Your bets on it ({{bets}}) were settled again: {{amount}} of winnings paid to your available balance. Your bill shows each line.' },
    result_corrected_taken: { title: 'Result corrected: {{fixture}}', body: '{{period}}: {{from}} → {{to}}. Reason: {{reason}}. Your bets on it ({{bets}}) were settled again: {{amount}} of winnings taken back. Your bill shows each line.' },
    result_corrected_mixed: { title: 'Result corrected: {{fixture}}', body: '{{period}}: {{from}} → {{to}}. Reason: {{reason}}. Your bets on it ({{bets}}) were settled again: {{taken}} of winnings taken back and {{paid}} paid to your available balance. Your bill shows each line.' },
  },
  fr: {
    withdrawal_paid: { title: 'Retrait payé', body: 'Votre retrait {{reference}} de {{amount}} a été payé.' },
    withdrawal_rejected: { title: 'Retrait refusé', body: 'Votre retrait {{reference}} de {{amount}} n’a pas été approuvé. Motif : {{reason}}. {{back}}' },
    withdrawal_failed: { title: 'Retrait échoué', body: 'Le paiement de votre retrait {{reference}} de {{amount}} a échoué. {{back}}' },
    withdrawal_reversed: { title: 'Retrait renvoyé par la banque', body: 'Votre banque a renvoyé le paiement de votre retrait {{reference}} de {{amount}}. {{back}}' },
    vip_reached: { title: 'Vous êtes VIP {{level}}', body: 'Votre dépôt {{reference}} de {{amount}} vous fait passer VIP {{level}} : un bonus de cote plus élevé sur vos gains et des limites journalières plus hautes.' },
    match_postponed: { title: 'Match reporté : {{fixture}}', body: 'Motif : {{reason}}. Vos paris en cours sur ce match ({{bets}}, {{amount}} misés) tiennent s’il est joué et terminé avant le {{until}} ; sinon, leurs mises reviennent sur votre solde disponible.' },
    match_voided: { title: 'Match annulé : {{fixture}}', body: 'Motif : {{reason}}. Les mises de vos paris en cours sur ce match ({{bets}}, {{amount}}) {{comeBack}}.' },
    match_abandoned: { title: 'Match abandonné : {{fixture}}', body: 'Motif : {{reason}}. Les paris sur une mi-temps déjà réglée tiennent ; les mises de vos autres paris en cours ({{bets}}, {{amount}}) {{comeBack}}.' },
    match_voided_after_postponement: { title: 'Match annulé : {{fixture}}', body: 'Il a été reporté et n’a pas été joué à temps. Les mises de vos paris en cours sur ce match ({{bets}}, {{amount}}) {{comeBack}}.' },
    match_rescheduled: { title: 'Nouveau coup d’envoi : {{fixture}}', body: 'Il commence désormais le {{kickOff}} (au lieu du {{was}}). Vos paris en cours sur ce match ({{bets}}, {{amount}} misés) tiennent s’il est joué et terminé avant le {{until}} ; sinon, leurs mises reviennent sur votre solde disponible.' },
    match_kick_off_moved: { title: 'Nouveau coup d’envoi : {{fixture}}', body: 'Il commence désormais le {{kickOff}} (au lieu du {{was}}). Vos paris en cours sur ce match ({{bets}}, {{amount}} misés) tiennent.' },
    match_rescheduled_same: { title: 'Match maintenu : {{fixture}}', body: 'Il commence le {{kickOff}}, comme prévu au départ. Vos paris en cours sur ce match ({{bets}}, {{amount}} misés) tiennent s’il est joué et terminé avant le {{until}} ; sinon, leurs mises reviennent sur votre solde disponible.' },
    result_corrected_paid: { title: 'Résultat corrigé : {{fixture}}', body: '{{period}} : {{from}} → {{to}}. Motif : {{reason}}. Vos paris sur ce match ({{bets}}) ont été réglés à nouveau : {{amount}} de gains versés sur votre solde disponible. Votre relevé montre chaque ligne.' },
    result_corrected_taken: { title: 'Résultat corrigé : {{fixture}}', body: '{{period}} : {{from}} → {{to}}. Motif : {{reason}}. Vos paris sur ce match ({{bets}}) ont été réglés à nouveau : {{amount}} de gains repris. Votre relevé montre chaque ligne.' },
    result_corrected_mixed: { title: 'Résultat corrigé : {{fixture}}', body: '{{period}} : {{from}} → {{to}}. Motif : {{reason}}. Vos paris sur ce match ({{bets}}) ont été réglés à nouveau : {{taken}} de gains repris et {{paid}} versés sur votre solde disponible. Votre relevé montre chaque ligne.' },
  },
  th: {
    withdrawal_paid: { title: 'จ่ายเงินถอนแล้ว', body: 'รายการถอนเงิน {{reference}} จำนวน {{amount}} ของคุณได้รับการจ่ายแล้ว' },
    withdrawal_rejected: { title: 'การถอนเงินถูกปฏิเสธ', body: 'รายการถอนเงิน {{reference}} จำนวน {{amount}} ของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}} {{back}}' },
    withdrawal_failed: { title: 'การถอนเงินไม่สำเร็จ', body: 'การจ่ายเงินของรายการถอนเงิน {{reference}} จำนวน {{amount}} ไม่สำเร็จ {{back}}' },
    withdrawal_reversed: { title: 'ธนาคารตีกลับการถอนเงิน', body: 'ธนาคารของคุณตีกลับการจ่ายเงินของรายการถอนเงิน {{reference}} จำนวน {{amount}} {{back}}' },
    vip_reached: { title: 'คุณได้ระดับ VIP {{level}}', body: 'การฝากเงิน {{reference}} จำนวน {{amount}} ทำให้คุณได้ระดับ VIP {{level}}: โบนัสราคาจากกำไรสูงขึ้นและวงเงินรายวันสูงขึ้น' },
    match_postponed: { title: 'เลื่อนการแข่งขัน: {{fixture}}', body: 'เหตุผล: {{reason}} เดิมพันที่เปิดอยู่ของคุณในนัดนี้ ({{bets}}, เดิมพัน {{amount}}) ยังคงอยู่หากแข่งและจบภายใน {{until}} มิฉะนั้นเงินเดิมพันจะคืนเข้าสู่ยอดเงินที่ใช้ได้ของคุณ' },
    match_voided: { title: 'ยกเลิกการแข่งขัน: {{fixture}}', body: 'เหตุผล: {{reason}} เงินเดิมพันที่เปิดอยู่ของคุณในนัดนี้ ({{bets}}, {{amount}}) {{comeBack}}' },
    match_abandoned: { title: 'แมตช์ถูกยกเลิกกลางคัน: {{fixture}}', body: 'เหตุผล: {{reason}} เดิมพันของครึ่งที่สรุปผลแล้วยังคงอยู่ เงินเดิมพันอื่นที่เปิดอยู่ของคุณ ({{bets}}, {{amount}}) {{comeBack}}' },
    match_voided_after_postponement: { title: 'ยกเลิกการแข่งขัน: {{fixture}}', body: 'นัดนี้ถูกเลื่อนและไม่ได้แข่งภายในเวลา เงินเดิมพันที่เปิดอยู่ของคุณในนัดนี้ ({{bets}}, {{amount}}) {{comeBack}}' },
    match_rescheduled: { title: 'เปลี่ยนเวลาเริ่มแข่ง: {{fixture}}', body: 'นัดนี้จะเริ่มแข่งเวลา {{kickOff}} (เดิม {{was}}) เดิมพันที่เปิดอยู่ของคุณในนัดนี้ ({{bets}}, เดิมพัน {{amount}}) ยังคงอยู่หากแข่งและจบภายใน {{until}} มิฉะนั้นเงินเดิมพันจะคืนเข้าสู่ยอดเงินที่ใช้ได้ของคุณ' },
    match_kick_off_moved: { title: 'เปลี่ยนเวลาเริ่มแข่ง: {{fixture}}', body: 'นัดนี้จะเริ่มแข่งเวลา {{kickOff}} (เดิม {{was}}) เดิมพันที่เปิดอยู่ของคุณในนัดนี้ ({{bets}}, เดิมพัน {{amount}}) ยังคงอยู่' },
    match_rescheduled_same: { title: 'กลับมาแข่งตามเดิม: {{fixture}}', body: 'นัดนี้จะเริ่มแข่งเวลา {{kickOff}} ตามกำหนดเดิม เดิมพันที่เปิดอยู่ของคุณในนัดนี้ ({{bets}}, เดิมพัน {{amount}}) ยังคงอยู่หากแข่งและจบภายใน {{until}} มิฉะนั้นเงินเดิมพันจะคืนเข้าสู่ยอดเงินที่ใช้ได้ของคุณ' },
    result_corrected_paid: { title: 'แก้ไขผล: {{fixture}}', body: '{{period}}: {{from}} → {{to}} เหตุผล: {{reason}} เดิมพันของคุณในนัดนี้ ({{bets}}) ถูกชำระใหม่: จ่ายเงินรางวัล {{amount}} เข้าสู่ยอดเงินที่ใช้ได้ของคุณ รายการบัญชีแสดงทุกรายการ' },
    result_corrected_taken: { title: 'แก้ไขผล: {{fixture}}', body: '{{period}}: {{from}} → {{to}} เหตุผล: {{reason}} เดิมพันของคุณในนัดนี้ ({{bets}}) ถูกชำระใหม่: เรียกคืนเงินรางวัล {{amount}} รายการบัญชีแสดงทุกรายการ' },
    result_corrected_mixed: { title: 'แก้ไขผล: {{fixture}}', body: '{{period}}: {{from}} → {{to}} เหตุผล: {{reason}} เดิมพันของคุณในนัดนี้ ({{bets}}) ถูกชำระใหม่: เรียกคืนเงินรางวัล {{taken}} และจ่าย {{paid}} เข้าสู่ยอดเงินที่ใช้ได้ของคุณ รายการบัญชีแสดงทุกรายการ' },
  },
};

/**
 * What a notice names, kept as written: amounts in kobo, `period` FT or HT, `until` an ISO instant
 * (both said in the reader's language and the operator's zone), `bets` a count.
 */
export type TNoticeParams = {
  /** The match a notice about its bets is for: the member's inbox links to their bets on it. */
  matchId?: number;
  reference?: string;
  amountKobo: bigint | number;
  reason?: string;
  level?: number;
  /** The fixture's teams, written "home v away" in the reader's language. */
  home?: string;
  away?: string;
  period?: string;
  from?: string;
  to?: string;
  until?: string;
  /** A moved kick-off, ISO instants: the new one and the one it replaces. */
  kickOff?: string;
  was?: string;
  bets?: number;
  /** A correction's winnings paid and taken back, kobo, when it did both. */
  paidKobo?: bigint | number;
  takenKobo?: bigint | number;
  /** A correction's cover by the operator of what the member could not pay back, and the part of it their open stakes repay if they come back unplayed (decision 028). */
  coveredKobo?: bigint | number;
  claimKobo?: bigint | number;
  /** Of stakes coming back (a void), the part that repays an operator's cover of a corrected result. */
  coverKobo?: bigint | number;
};
export type TNotice = { memberId: number; key: TNoticeKey; params: TNoticeParams; ref: string };

const storedParams = (params: TNoticeParams): Record<string, string> =>
  Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])));

/** Writes one notice to one member, in the caller's transaction. `ref` makes its send id ("member:<id>/notice:<ref>"). */
export async function sendNotice(tx: DbOrTx, input: TNotice & { at: Date }) {
  await sendNotices(tx, [input], input.at);
}

/** Writes notices to members in one statement, in the caller's transaction (a match's members: one each). */
export async function sendNotices(tx: DbOrTx, notices: TNotice[], at: Date) {
  if (!notices.length) return;
  const rows = notices.map((n) => ({ m: n.memberId, t: TITLE_PREFIX + n.key, b: JSON.stringify(storedParams(n.params)), s: `member:${n.memberId}/notice:${n.ref}` }));
  await tx.execute(sql`
    insert into member_messages (member_id, title, body, send_id, created_by, created_at)
    select r.m, r.t, r.b, r.s, ${NOTICE_AUTHOR}, ${at} from json_to_recordset(${JSON.stringify(rows)}::json) as r(m bigint, t text, b text, s text)`);
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

/**
 * "2026-12-07 16:00 GMT+1": an instant in the operator's zone, named, written as the app's bet
 * pages write times (QA: the notice read "7 Dec 2026, 16:00 WAT" beside "2026-12-07 16:00 GMT+1"
 * on the bet itself). The zone is always named: the reader's phone may be anywhere.
 */
function instantText(iso: string | undefined, tz: string): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '-';
  // The date's hyphens non-breaking (U+2011), as the app writes dates.
  return `${operatorWallMinute(at, tz).replaceAll('-', '\u2011')} ${zoneShortName(at, tz)}`;
}

type TRenderedMessage = { title: string; body: string; matchId: number | null };

/**
 * A message as the member reads it: a notice in `locale` (times in the operator's zone `tz`),
 * anything else (support's messages) as written; with the match a notice is about, when it names one.
 */
export function renderMessage(locale: TLocale, row: { title: string; body: string; createdBy: string }, tz = 'Africa/Lagos'): TRenderedMessage {
  const asWritten = { title: row.title, body: row.body, matchId: null };
  const key = row.title.slice(TITLE_PREFIX.length);
  if (row.createdBy !== NOTICE_AUTHOR || !row.title.startsWith(TITLE_PREFIX) || !isNoticeKey(key)) return asWritten;
  const params = parseParams(row.body);
  if (!params) return asWritten;
  const w = wording[locale][key];
  const kobo = (text: string | undefined) => (/^-?\d+$/.test(text ?? '') ? formatKobo(BigInt(text!)) : '-');
  const amount = kobo(params.amountKobo);
  const positive = (text: string | undefined) => /^[1-9]\d*$/.test(text ?? '');
  const values = {
    reference: params.reference ?? '-',
    amount,
    reason: params.reason ?? '-',
    level: params.level ?? '-',
    back: backInBalance[locale],
    fixture: params.home && params.away ? `${params.home} ${versus[locale]} ${params.away}` : '-',
    period: periodName[locale][params.period ?? ''] ?? '-',
    from: params.from ?? '-',
    to: params.to ?? '-',
    until: instantText(params.until, tz),
    kickOff: instantText(params.kickOff, tz),
    was: instantText(params.was, tz),
    paid: kobo(params.paidKobo),
    taken: kobo(params.takenKobo),
    bets: /^\d+$/.test(params.bets ?? '') ? betsCount[locale](Number(params.bets)) : '-',
    comeBack: positive(params.coverKobo) ? comeBack[locale].bare : comeBack[locale].toBalance,
  };
  // Notices written before they named their match (or about no match) link nowhere.
  const matchId = /^[1-9]\d*$/.test(params.matchId ?? '') ? Number(params.matchId) : null;
  const covered = positive(params.coveredKobo) ? interpolate(coverNote[locale].covered, { covered: kobo(params.coveredKobo) }) : '';
  const claim = covered && positive(params.claimKobo) ? interpolate(coverNote[locale].claim, { claim: kobo(params.claimKobo) }) : '';
  const net = positive(params.coverKobo) && /^\d+$/.test(params.amountKobo ?? '') ? BigInt(params.amountKobo!) - BigInt(params.coverKobo!) : null;
  const repays = net === null ? '' : interpolate(coverNote[locale][net > 0n ? 'repays' : 'repaysAll'], { cover: kobo(params.coverKobo), net: formatKobo(net) });
  return { title: interpolate(w.title, values), body: interpolate(w.body, values) + covered + claim + repays, matchId };
}
