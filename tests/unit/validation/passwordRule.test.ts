// The password rule (src/core/validation/password.ts), shared by console, server and scripts:
// spec section 5 (two of upper, lower, digit, symbol; no whitespace) plus issue 11 (at least
// 8 characters, not one of the 10,000 most common passwords).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { commonPasswords } from '../../../server/auth/passwordRule';
import { DEMO_PASSWORD } from '../../../src/core/api/client';
import { formats, parseCommonPasswords, passwordProblem } from '../../../src/core/validation';

const COMMON = parseCommonPasswords('# a comment\npassword1\nqwerty123\n\nIloveyou1\n');

describe('the shape: 8 to 20 characters, two classes, no whitespace', () => {
  test.each(['Abcdefg1', 'ALLUPPER12', 'lower-case', '12345678!', DEMO_PASSWORD])('%s passes', (value) => {
    expect(passwordProblem(value, COMMON)).toBeNull();
    expect(formats.password(value)).toBe(true);
  });

  test.each(['Abcdef1', 'abcdefgh', '12345678', 'Abcdefg 1', 'Abcdefghijklmnopqrs12'])('%s is refused for its shape', (value) => {
    expect(passwordProblem(value, COMMON)).toBe('shape');
    expect(formats.password(value)).toBe(false);
  });
});

describe('not one of the common passwords, whatever the case of its letters', () => {
  test.each(['password1', 'Password1', 'PASSWORD1', 'QWERTY123', 'iloveyou1'])('%s is refused as common', (value) => {
    expect(passwordProblem(value, COMMON)).toBe('common');
  });

  test('the format alone (the console\'s forms) checks the shape only: the server brings the list', () => {
    expect(formats.password('Password1')).toBe(true);
  });
});

describe('the list the server ships', () => {
  test('holds the 10,000 most common passwords, most common first, with their source named', () => {
    const lines = readFileSync('server/auth/common-passwords.txt', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toHaveLength(10_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(readFileSync('server/auth/common-passwords.txt', 'utf8')).toMatch(/^# .*SecLists/m);
  });

  test.each(['Password1', 'Qwerty123', 'Passw0rd', 'Abcd1234'])('%s has the shape but is on it', (value) => {
    expect(passwordProblem(value, commonPasswords())).toBe('common');
  });

  test('the demo password is not on it', () => {
    expect(passwordProblem(DEMO_PASSWORD, commonPasswords())).toBeNull();
  });
});
