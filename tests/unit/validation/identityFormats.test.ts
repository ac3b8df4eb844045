import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isValidIdCard, isValidUscc, usccCheckChar } from '../../../src/core';
import { describeFormat } from './formatExamples';

// Check characters computed with the GB 11643 / GB 32100 algorithms (and cross-checked with an
// independent implementation). The first entry of each list is the standard's worked example.
const ID_CARDS = [
  '11010519491231002X', '310104198001010017', '440305199502280032', '370202200002290042',
  '510107197812150058', '330106198506300067', '320102199912310073', '420106201001010087',
  '610113196607070098', '130102197304150104', '210202198811110115', '350203199003030127',
  '500103200512250134', '650102197709090148', '460105202001150157', '230103195501010160',
];
const USCCS = [
  '91350100M000100Y43', '91110108MA01ABCD1E', '91440300MA5FXYW12N', '92370202MA3C123458',
  '93510107MA6D00001A', '12100000400000624D', '51110000500000001E', '52310000MJ0000001K',
  '53100000500019801A', '11100000000013127D', '31110000400000008T', '91330106MA2AXK9T27',
  '913201021348791024', 'Y1420106MA4K00001W', '91610113MA6TG7R30T', 'N2500103MA5U000010',
];

/** The same number with every other possible check character. */
function wrongCheckCharacters(valid: string, alphabet: string): string[] {
  return [...alphabet].filter((c) => c !== valid[17]).map((c) => valid.slice(0, 17) + c);
}

const withIdCheck = (first17: string) => first17 + idCardCheckChar(first17);

describeFormat('cn-id-card', '18-character national ID: area, real past birth date, sequence, MOD 11-2 check', {
  valid: ID_CARDS,
  invalid: [
    '110105194912310021', '110105194912310022', '310104198001010018', '440305199502280033',
    '370202200002290041', '51010719781215005X', '230103195501010161',
    '11010519491231002x', // the standard writes the check character X in upper case
    '110105491231002', // the old 15-digit card
    '1101051949123100', '11010519491231002X0', '',
    withIdCheck('01010519491231002'), // area codes never start with 0
    withIdCheck('11010519490230002'), // 30 February
    withIdCheck('11010519001301002'), // month 13
    withIdCheck('11010518991231002'), // before 1900
    withIdCheck('11010520991231002'), // in the future
    '11010519491231002Y', '1101051949123100 X', 'ABCDEFGHIJKLMNOPQR',
  ],
});

describe('cn-id-card: every wrong check character is rejected', () => {
  it.each(ID_CARDS.slice(0, 5))('only the computed check character completes %s', (valid) => {
    expect(wrongCheckCharacters(valid, '0123456789X').filter((id) => isValidIdCard(id))).toEqual([]);
  });
});

describe('cn-id-card: the birth date may not be in the future (China Standard Time)', () => {
  const bornOn2026Jan02 = withIdCheck('11010520260102001');

  it('rejects a birth date after today', () => {
    expect(isValidIdCard(bornOn2026Jan02, new Date('2026-01-01T12:00:00Z'))).toBe(false);
  });

  it('accepts a child born today in China while it is still yesterday in UTC', () => {
    expect(isValidIdCard(bornOn2026Jan02, new Date('2026-01-01T16:30:00Z'))).toBe(true);
  });
});

describe('idCardCheckChar(first17): ISO 7064 MOD 11-2 with characters 10X98765432', () => {
  it('computes the X of the standard example 11010519491231002X', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('refuses input that is not 17 digits', () => {
    expect(() => idCardCheckChar('1101051949123100')).toThrow(RangeError);
    expect(() => idCardCheckChar('1101051949123100A')).toThrow(RangeError);
  });
});

describeFormat('cn-uscc', 'unified social credit code: 18 characters over GB 32100, mod-31 check character', {
  valid: USCCS,
  invalid: [
    '91350100M000100Y44', '91350100M000100Y40', '91110108MA01ABCD1F', '92370202MA3C123459',
    'Y1420106MA4K00001X', 'N2500103MA5U000011',
    '91350100m000100y43', // lower case
    '91350100MO00100Y43', // O is not in the alphabet
    '91350100MI00100Y43', // nor I
    '91350100MS00100Y43', // nor S
    '91350100M000100Y4Z', // nor Z
    '91350100M000100Y4', '91350100M000100Y433', '91350100-M000100Y43', '',
    ' 91350100M000100Y43',
    `91A50100M000100Y4${usccCheckChar('91A50100M000100Y4')}`, // the administrative area is 6 digits
  ],
});

describe('cn-uscc: every wrong check character is rejected', () => {
  it.each(USCCS.slice(0, 5))('only the computed check character completes %s', (valid) => {
    expect(wrongCheckCharacters(valid, '0123456789ABCDEFGHJKLMNPQRTUWXY').filter(isValidUscc)).toEqual([]);
  });
});

describe('usccCheckChar(first17): weights 3^i mod 31 over 0-9A-HJ-NPQRTUWXY', () => {
  it('computes the 3 of the standard example 91350100M000100Y43', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses characters outside the alphabet and the wrong length', () => {
    expect(() => usccCheckChar('91350100MO00100Y4')).toThrow(RangeError);
    expect(() => usccCheckChar('91350100M000100Y')).toThrow(RangeError);
  });
});

describeFormat('cn-id-or-uscc', 'consignor or consignee: a national ID or a unified social credit code', {
  valid: [...ID_CARDS.slice(0, 8), ...USCCS.slice(0, 8)],
  invalid: [
    '110105194912310021', '310104198001010018', '440305199502280033', '230103195501010161',
    '91350100M000100Y44', '91110108MA01ABCD1F', '92370202MA3C123459', 'N2500103MA5U000011',
    '11010519491231002x', '91350100m000100y43', '110105491231002', '91350100M000100Y4',
    '', 'ABCDEFGHIJKLMNOPQR', '11010519491231002X0', withIdCheck('11010520991231002'),
  ],
});
