// The widgets the entity forms use, by the name `ui:widget` gives (from the field's x-widget).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { AreaCascaderWidget } from './AreaCascaderWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { DateTimeWidget, DateWidget } from './DateWidgets';
import { DictSelectWidget } from './DictSelectWidget';
import { FieldSelectWidget } from './FieldSelectWidget';
import { DecimalWidget, IntegerWidget, PercentWidget } from './NumberWidgets';
import { PermissionTreeWidget } from './PermissionTreeWidget';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { SmsCodeWidget } from './SmsCodeWidget';
import { TextareaWidget } from './TextareaWidget';
import { TagsWidget } from './TagsWidget';
import { TextWidget } from './TextWidget';
import { UploadWidget } from './UploadWidget';

export const widgets: RegistryWidgetsType = {
  TextWidget,
  PasswordWidget: TextWidget,
  // A field of format email (an invoice's receiving address) is a text input like any other.
  EmailWidget: TextWidget,
  CheckboxWidget,
  decimal: DecimalWidget,
  integer: IntegerWidget,
  percent: PercentWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  'dict-select': DictSelectWidget,
  'remote-select': RemoteSelectWidget,
  'permission-tree': PermissionTreeWidget,
  'field-select': FieldSelectWidget,
  tags: TagsWidget,
  area: AreaCascaderWidget,
  upload: UploadWidget,
  textarea: TextareaWidget,
  'sms-code': SmsCodeWidget,
};
