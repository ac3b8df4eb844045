// `t` looking a key up in its own namespace: the designer names texts of any entity the user
// chooses, which are no namespace of the screen.
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { namespaceOfKey } from '../../../src/core/i18n/namespaces';

export function useNamespacedT(): TFunction {
  const { t } = useTranslation();
  return useMemo(() => ((key: string | string[], options?: Record<string, unknown>) =>
    t(key as string, { ns: namespaceOfKey(Array.isArray(key) ? key[0]! : key), ...(options ?? {}) })) as unknown as TFunction, [t]);
}
