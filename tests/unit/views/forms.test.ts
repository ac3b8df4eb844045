import { describe, expect, it } from 'vitest';
import { validateLoginForm } from '../../../src/views/login/validateLoginForm';
import { validatePasswordForm } from '../../../src/views/profile/validatePasswordForm';
import { validateRegisterForm, type RegisterFormValues } from '../../../src/views/register/validateRegisterForm';

describe('login form: username and password are required', () => {
  it.each([
    [{ username: '', password: '' }, { username: 'login.usernameRequired', password: 'login.passwordRequired' }],
    [{ username: '   ', password: 'x' }, { username: 'login.usernameRequired' }],
    [{ username: 'admin', password: 'Freight@2026' }, {}],
  ])('%o -> %o', (values, errors) => {
    expect(validateLoginForm(values)).toEqual(errors);
  });
});

describe('register form: checked with the shared formats', () => {
  const valid: RegisterFormValues = {
    partyType: 'DRIVER',
    name: '李师傅',
    phone: '13912345678',
    verifyCode: '123456',
    password: 'Truck2026',
    confirmPassword: 'Truck2026',
  };

  it('a complete form has no errors', () => {
    expect(validateRegisterForm(valid)).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: 'validation.required' }],
    [{ name: 'Li 123' }, { name: 'validation.format.cn-name' }],
    [{ phone: '2391234567' }, { phone: 'validation.format.cn-mobile' }],
    [{ verifyCode: ' ' }, { verifyCode: 'validation.required' }],
    [{ password: 'alllowercase', confirmPassword: 'alllowercase' }, { password: 'validation.format.password' }],
    [{ confirmPassword: 'Truck2027' }, { confirmPassword: 'common.passwordMismatch' }],
  ])('%o -> %o', (change, errors) => {
    expect(validateRegisterForm({ ...valid, ...change })).toEqual(errors);
  });
});

describe('change password: new password checked with formats.password', () => {
  const valid = { oldPassword: 'Freight@2026', newPassword: 'Freight@2027', confirmPassword: 'Freight@2027' };

  it.each([
    [{}, {}],
    [{ oldPassword: '' }, { oldPassword: 'validation.required' }],
    [{ newPassword: 'short pass', confirmPassword: 'short pass' }, { newPassword: 'validation.format.password' }],
    [{ newPassword: 'Freight@2026', confirmPassword: 'Freight@2026' }, { newPassword: 'profile.sameAsOld' }],
    [{ confirmPassword: 'Freight@2028' }, { confirmPassword: 'common.passwordMismatch' }],
  ])('%o -> %o', (change, errors) => {
    expect(validatePasswordForm({ ...valid, ...change })).toEqual(errors);
  });
});
