// The shared password rule (src/core/validation/password.ts) with the server's list of common
// passwords: the one check of every new password (registration, change, reset).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { parseCommonPasswords, passwordProblem, type CommonPasswords } from '../../src/core/validation';
import type { Answer } from '../http/envelope';
import { fieldError, invalidFields } from '../http/validate';

const LIST_FILE = path.join(import.meta.dirname, 'common-passwords.txt');

let loaded: CommonPasswords | null = null;

/** The 10,000 most common passwords, lower-cased, read once. */
export function commonPasswords(): CommonPasswords {
  loaded ??= parseCommonPasswords(readFileSync(LIST_FILE, 'utf8'));
  return loaded;
}

/** A 422 answer on `field` when `password` breaks the rule; null when it passes. */
export function passwordRefusal(t: TFunction, field: string, password: string): Answer<unknown> | null {
  const problem = passwordProblem(password, commonPasswords());
  if (problem === null) return null;
  const message = problem === 'common' ? t('server.password.common') : t('validation.format.password');
  return invalidFields(t, [fieldError(field, message)]);
}
