import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { app, setSize, type Size } from '../../session/appStore';
import { SelectField } from '../../ui/SelectField';

const SIZES: readonly Size[] = ['default', 'medium', 'small', 'mini'];

/** The size setting (default medium, kept in the `size` cookie). */
export function SizeSelect() {
  const { t } = useTranslation();
  const { size } = useSnapshot(app);
  return (
    <SelectField
      inline
      label={t('settings.size')}
      value={size}
      options={SIZES.map((value) => ({ value, label: t(`settings.sizes.${value}`) }))}
      onChange={(event) => setSize(event.target.value as Size)}
    />
  );
}
