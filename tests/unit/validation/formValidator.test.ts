import { getFirstMatchingOption, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES, formatMessageKey } from '../../../src/core';
import { createFormValidator, describeFormError } from '../../../src/core/validation/rjsf';
import { entitySchema, INVALID_VALUES, VALID_VALUES } from './entitySchema';

const schema = entitySchema as RJSFSchema;

describe("rjsf's validator built by createFormValidator() judges like createAjv()", () => {
  const validator = createFormValidator();

  it('accepts a record that satisfies every format', () => {
    expect(validator.validateFormData(VALID_VALUES, schema).errors).toEqual([]);
  });

  it('reports each broken format with the key validation.format.<name>', () => {
    const { errors } = validator.validateFormData(INVALID_VALUES, schema);
    expect(errors.map((error) => [error.property, describeFormError(error).key])).toEqual(
      FORMAT_NAMES.map((format) => [`.${format}`, formatMessageKey(format)]),
    );
  });

  it('reports a missing required field with validation.required', () => {
    const { errors } = validator.validateFormData({ ...VALID_VALUES, 'cn-uscc': undefined }, schema);
    expect(errors.map(describeFormError)).toEqual([{ key: 'validation.required', params: {} }]);
  });

  it('refuses a schema with an undeclared x- keyword', () => {
    const { errors } = validator.validateFormData({}, { type: 'object', 'x-colour': 'red' } as RJSFSchema);
    expect(errors.map((error) => error.stack)).toEqual([expect.stringMatching(/unknown keyword: "x-colour"/)]);
  });

  it('still picks the matching oneOf option, which needs schemas rjsf derives itself', () => {
    const options: RJSFSchema[] = [
      { type: 'object', properties: { idCard: { type: 'string', format: 'cn-id-card' } }, required: ['idCard'] },
      { type: 'object', properties: { uscc: { type: 'string', format: 'cn-uscc' } }, required: ['uscc'] },
    ];
    const root: RJSFSchema = { type: 'object', properties: { party: { oneOf: options } } };
    expect(getFirstMatchingOption(validator, { uscc: '91350100M000100Y43' }, options, root)).toBe(1);
  });
});
