import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LANGUAGES, type Language } from '../core/api/client';
import { setLanguage } from '../i18n';
import { LANGUAGE_NAMES } from '../i18n/languageNames';
import { app } from '../session/appStore';
import { SelectField } from './SelectField';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** Switches the interface language at once, without a reload. */
export function LanguageSelect({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(app);
  return (
    <SelectField
      inline={inline}
      label={t('common.language')}
      options={OPTIONS}
      value={language}
      onChange={(event) => void setLanguage(event.target.value as Language)}
    />
  );
}
