import type { RJSFValidationError } from '@rjsf/utils';
import { messageForKeyword, type ValidationMessage } from './messages';

/** i18n key and values for an error of a form validator, for rjsf's `transformErrors`. */
export function describeFormError(error: RJSFValidationError): Pick<ValidationMessage, 'key' | 'params'> {
  return messageForKeyword(error.name ?? '', error.params ?? {});
}
