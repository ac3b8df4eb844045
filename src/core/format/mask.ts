// Masking of personal data shown to another party (entity keyword x-mask): the first and last
// characters stay, so a person can still match a number against a document, and the middle is
// hidden. 110105194912310021 -> 110105********0021, 6222021234567890123 -> 6222***********0123,
// 13812345678 -> 138****5678. Values too short to mask (a malformed legacy value) are hidden whole.
export type MaskKind = 'id-card' | 'bank-account' | 'mobile' | 'code';

const KEPT: Record<Exclude<MaskKind, 'code'>, { head: number; tail: number }> = {
  'id-card': { head: 6, tail: 4 },
  'bank-account': { head: 4, tail: 4 },
  mobile: { head: 3, tail: 4 },
};

/** A message text with its verification codes hidden: every run of 4 to 8 digits not inside a
 * longer number becomes asterisks (【顺达物流】您的验证码为******，5分钟内有效). */
function maskCodes(value: string): string {
  return value.replace(/(?<!\d)\d{4,8}(?!\d)/g, (digits) => '*'.repeat(digits.length));
}

export function maskValue(kind: MaskKind, value: string): string {
  if (kind === 'code') return maskCodes(value);
  const { head, tail } = KEPT[kind];
  const characters = [...value];
  if (characters.length <= head + tail) return '*'.repeat(characters.length);
  return characters.slice(0, head).join('') + '*'.repeat(characters.length - head - tail) + characters.slice(-tail).join('');
}
