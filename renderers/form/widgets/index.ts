// The widgets the entity forms use, by the name `ui:widget` gives (from the field's x-widget).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { AreaCascaderWidget } from './AreaCascaderWidget';
import { DateTimeWidget, DateWidget } from './DateWidgets';
import { DictSelectWidget } from './DictSelectWidget';
import { DecimalWidget, IntegerWidget, PercentWidget } from './NumberWidgets';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import { UploadWidget } from './UploadWidget';

export const widgets: RegistryWidgetsType = {
  TextWidget,
  decimal: DecimalWidget,
  integer: IntegerWidget,
  percent: PercentWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  'dict-select': DictSelectWidget,
  'remote-select': RemoteSelectWidget,
  area: AreaCascaderWidget,
  upload: UploadWidget,
  textarea: TextareaWidget,
};
