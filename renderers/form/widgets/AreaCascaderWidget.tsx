// Province, city and county for a division-code field; the form holds the deepest chosen code.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { areaCodesOf, loadAreaOptions } from '../../../src/dicts/areaCache';
import { AreaCascader } from '../../shared/AreaCascader';

export function AreaCascaderWidget({ id, value, disabled = false, readonly = false, rawErrors = [], onChange }: WidgetProps) {
  const [codes, setCodes] = useState<string[]>([]);
  // A stored code (editing) is expanded to its province and city once the tree is there.
  useEffect(() => {
    if (typeof value !== 'string' || value === '' || codes.at(-1) === value) return undefined;
    let current = true;
    loadAreaOptions()
      .then((tree) => current && setCodes(areaCodesOf(tree, value)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value, codes]);
  return (
    <AreaCascader
      id={id}
      value={codes}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      onChange={(next) => {
        setCodes(next);
        onChange(next.at(-1));
      }}
    />
  );
}
