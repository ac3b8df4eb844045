// Realistic people: Chinese names from common surnames and given names, valid 18-digit ID
// numbers (real area code, birth date, check character), mobile numbers of real prefixes.
import { idCardCheckChar } from '../../../src/core/validation';
import type { Random } from './random';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高',
  '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于',
  '蒋', '蔡', '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪'];
const GIVEN_CHARS = ['伟', '强', '磊', '军', '勇', '杰', '涛', '斌', '超', '明', '刚', '平', '辉', '鹏', '华', '飞', '鑫',
  '波', '宁', '建', '国', '海', '峰', '林', '东', '志', '春', '红', '文', '成', '永', '德', '福', '宝', '长', '俊', '亮',
  '新', '玉', '金', '庆', '兵', '利', '树', '洪', '振', '忠', '双', '喜', '云', '立', '胜', '江', '卫', '山', '民'];
const MOBILE_PREFIXES = ['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155',
  '156', '157', '158', '159', '180', '181', '182', '183', '185', '186', '187', '188', '189', '191', '198', '199'];

export function personName(random: Random): string {
  const given = random.chance(0.7) ? random.pick(GIVEN_CHARS) + random.pick(GIVEN_CHARS) : random.pick(GIVEN_CHARS);
  return random.pick(SURNAMES) + given;
}

export function mobile(random: Random): string {
  return random.pick(MOBILE_PREFIXES) + random.digits(8);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyymmdd of a real day between the two years. */
export function dateYmd(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}${pad(month)}${pad(random.int(1, days))}`;
}

/** A valid resident ID number of someone born 1965-2000 in the given county. */
export function idCardNumber(random: Random, areaCode: string, male = true): string {
  const birth = dateYmd(random, 1965, 2000);
  // The 17th digit is odd for men, even for women.
  const sequence = `${random.digits(2)}${random.int(0, 4) * 2 + (male ? 1 : 0)}`;
  const first17 = `${areaCode}${birth}${sequence}`;
  return first17 + idCardCheckChar(first17);
}
