import { describe, expect, it } from 'vitest';
import { keepThaiWordsWhole } from './thai-words.ts';

const WJ = '\u2060';

describe('keepThaiWordsWhole', () => {
  it('glues the words the line breaker splits, letter by letter with their marks', () => {
    expect(keepThaiWordsWhole('เงินเดิมพัน')).toBe(`เงินเ${WJ}ดิ${WJ}ม${WJ}พั${WJ}น`);
    expect(keepThaiWordsWhole('วางเดิมพันที่ 15.00 หรือไม่?')).toBe(`วางเ${WJ}ดิ${WJ}ม${WJ}พั${WJ}นที่ 15.00 หรือไม่?`);
    expect(keepThaiWordsWhole('ค่าคอมมิชชัน')).toBe(`ค่าค${WJ}อ${WJ}ม${WJ}มิ${WJ}ช${WJ}ชั${WJ}น`);
    expect(keepThaiWordsWhole('และแสดงราคาใหม่')).toBe(`และแ${WJ}ส${WJ}ด${WJ}งร${WJ}า${WJ}ค${WJ}าใหม่`);
  });
  it('reads the same once the joiners are taken out, and leaves other text alone', () => {
    const text = 'การเดิมพันของฉัน · สกอร์อื่นๆ · แต่ละแมตช์ · ราคาเปลี่ยนแล้ว';
    expect(keepThaiWordsWhole(text).replaceAll(WJ, '')).toBe(text);
    expect(keepThaiWordsWhole('ยอดที่ใช้ได้')).toBe('ยอดที่ใช้ได้');
    expect(keepThaiWordsWhole('Stake · Mise')).toBe('Stake · Mise');
  });
});
