import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import { fieldErrorsOf } from '../../../src/api/fieldErrors';

describe('contracts: a 422 answer names its fields as JSON pointers', () => {
  it('maps each field to its first message key', () => {
    const error = new ApiError('参数错误', 422, {
      errors: [
        { field: '/mobile', message: 'validation.format.cn-mobile' },
        { field: '/mobile', message: 'validation.required' },
        { field: '/name', message: 'validation.format.cn-name' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ mobile: 'validation.format.cn-mobile', name: 'validation.format.cn-name' });
  });

  it.each([new ApiError('x', 500, null), new ApiError('x', 422, { errors: 'no' }), new Error('plain')])('other errors name no fields (%#)', (error) => {
    expect(fieldErrorsOf(error)).toEqual({});
  });
});
