import { interpolate } from '@scoreline/contract/errors/messages';
import type { TLocale } from '@scoreline/contract/locales';
import type { TCodePurpose } from './verification-codes.ts';

// The text of a code message, in the language the member uses the app in. SMS texts stay short
// (one GSM segment in English); every text says not to share the code.

type Texts = { sms: string; subject: string; body: string };

const wording: Record<TLocale, Record<TCodePurpose, { action: string }> & { sms: string; subject: string; body: string }> = {
  en: {
    sms: 'Scoreline: {{code}} is your code to {{action}}. Valid {{minutes}} min. Never share it.',
    subject: 'Your Scoreline code: {{code}}',
    body: 'Your code to {{action}} is {{code}}.\n\nIt is valid for {{minutes}} minutes. Scoreline staff will never ask you for it: do not share it with anyone.\n\nIf you did not ask for this code, you can ignore this e-mail.',
    wallet_password_reset: { action: 'reset your wallet password' },
    bind_phone: { action: 'link your mobile number' },
    bind_email: { action: 'link your e-mail address' },
    reset_password: { action: 'reset your password' },
  },
  fr: {
    sms: 'Scoreline : {{code}} est votre code pour {{action}}. Valable {{minutes}} min. Ne le partagez jamais.',
    subject: 'Votre code Scoreline : {{code}}',
    body: 'Votre code pour {{action}} est {{code}}.\n\nIl est valable {{minutes}} minutes. L’équipe Scoreline ne vous le demandera jamais : ne le communiquez à personne.\n\nSi vous n’avez pas demandé ce code, ignorez cet e-mail.',
    wallet_password_reset: { action: 'réinitialiser le mot de passe du portefeuille' },
    bind_phone: { action: 'lier votre numéro de mobile' },
    bind_email: { action: 'lier votre adresse e-mail' },
    reset_password: { action: 'réinitialiser votre mot de passe' },
  },
  th: {
    sms: 'Scoreline: รหัส {{code}} สำหรับ{{action}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้แก่ผู้อื่น',
    subject: 'รหัส Scoreline ของคุณ: {{code}}',
    body: 'รหัสสำหรับ{{action}}ของคุณคือ {{code}}\n\nใช้ได้ {{minutes}} นาที เจ้าหน้าที่ Scoreline จะไม่ขอรหัสนี้จากคุณ ห้ามบอกรหัสนี้แก่ผู้อื่น\n\nหากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้',
    wallet_password_reset: { action: 'ตั้งรหัสผ่านกระเป๋าเงินใหม่' },
    bind_phone: { action: 'ผูกหมายเลขโทรศัพท์มือถือ' },
    bind_email: { action: 'ผูกอีเมล' },
    reset_password: { action: 'ตั้งรหัสผ่านใหม่' },
  },
};

export function codeMessage(locale: TLocale, purpose: TCodePurpose, code: string, minutes: number): Texts {
  const w = wording[locale];
  const params = { code, minutes, action: w[purpose].action };
  return { sms: interpolate(w.sms, params), subject: interpolate(w.subject, params), body: interpolate(w.body, params) };
}
