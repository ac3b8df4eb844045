// 大写金额: an amount in fen written in Chinese financial capitals, as a bank's payment slip and
// an electronic receipt show it beside the figures (人民币壹万贰仟叁佰肆拾伍元陆角柒分), following
// the rules of the People's Bank of China's 《支付结算办法》 for writing amounts:
// - digits 零壹贰叁肆伍陆柒捌玖, units 拾佰仟 within a group of four, 万 and 亿 for the groups;
// - a run of zeros inside the number is written as one 零 (1005 → 壹仟零伍元); zeros closing a
//   group of four are not written (10000 → 壹万元, 102000 → 壹拾万贰仟元), but a group whose
//   thousands are 0, or that follows an empty group, starts with 零 (100010 → 壹拾万零壹拾元,
//   100002000 → 壹亿零贰仟元);
// - 元 is written whenever there are yuan; a 10 at the head is 壹拾, never 拾;
// - an amount ending at 元 or 角 ends with 整 (壹佰元整, 壹佰元伍角整); one ending at 分 does not;
//   with yuan and 分 but no 角, a 零 stands for the 角 (壹佰元零伍分); with no yuan, the amount
//   starts at 角 or 分 (伍角整, 伍分);
// - 0 is 零元整; a negative amount starts with 负.
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** The yuan part (a positive whole number) in capitals, without 元. */
function yuanInCapitals(yuan: number): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10000)) groups.push(rest % 10000);
  let text = '';
  // A zero is owed when digits were skipped since the last one written.
  let zeroPending = false;
  for (let g = groups.length - 1; g >= 0; g -= 1) {
    const group = groups[g]!;
    if (group === 0) {
      zeroPending = text !== '';
      continue;
    }
    for (let position = 3; position >= 0; position -= 1) {
      const digit = Math.floor(group / 10 ** position) % 10;
      if (digit === 0) {
        if (text !== '') zeroPending = true;
        continue;
      }
      if (zeroPending) text += '零';
      zeroPending = false;
      text += DIGITS[digit]! + UNITS[position]!;
    }
    text += GROUPS[g]!;
    // Zeros closing a group are not written: the group's unit (万, 亿) stands for them.
    zeroPending = false;
  }
  return text;
}

/** The amount (fen, an integer) in Chinese financial capitals, as 人民币 follows on a slip. */
export function amountInChineseCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a whole number: ${fen}`);
  if (fen === 0) return '零元整';
  const sign = fen < 0 ? '负' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const cent = abs % 10;
  let text = yuan > 0 ? `${yuanInCapitals(yuan)}元` : '';
  if (jiao === 0 && cent === 0) return `${sign}${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (yuan > 0) text += '零';
  if (cent > 0) return `${sign}${text}${DIGITS[cent]}分`;
  return `${sign}${text}整`;
}
