// Masking of personal data shown to another party (entity keyword x-mask): the first and last
// characters stay, so a person can still match a number against a document, and the middle is
// hidden. 110105194912310021 -> 110105********0021, 6222021234567890123 -> 6222***********0123,
// 13812345678 -> 138****5678. Values too short to mask (a malformed legacy value) are hidden whole.
export type MaskKind = 'id-card' | 'bank-account' | 'mobile';

const KEPT: Record<MaskKind, { head: number; tail: number }> = {
  'id-card': { head: 6, tail: 4 },
  'bank-account': { head: 4, tail: 4 },
  mobile: { head: 3, tail: 4 },
};

export function maskValue(kind: MaskKind, value: string): string {
  const { head, tail } = KEPT[kind];
  const characters = [...value];
  if (characters.length <= head + tail) return '*'.repeat(characters.length);
  return characters.slice(0, head).join('') + '*'.repeat(characters.length - head - tail) + characters.slice(-tail).join('');
}
