// The calendar's language (month and weekday names, its buttons' labels) for the console's language.
import { enUS, es, ja, zhCN, type DayPickerLocale } from 'react-day-picker/locale';

const LOCALES: Readonly<Record<string, DayPickerLocale>> = { zh: zhCN, en: enUS, es, ja };

export function dayPickerLocale(language: string): DayPickerLocale {
  return LOCALES[language.split('-')[0]!] ?? zhCN;
}
