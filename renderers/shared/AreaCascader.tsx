// Province, city and county chosen in three linked selects from the cached area tree.
import { useTranslation } from 'react-i18next';
import { areaPath } from '../../src/dicts/areaCache';
import { useAreaOptions } from './useAreaOptions';

export interface AreaCascaderProps {
  id: string;
  /** Chosen codes, province first. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
  /** A form field with an error: red borders, like the other inputs. */
  invalid?: boolean;
}

const LEVELS = ['province', 'city', 'county'] as const;

export function AreaCascader({ id, value, onChange, disabled = false, invalid = false }: AreaCascaderProps) {
  const { t } = useTranslation();
  const options = useAreaOptions() ?? [];

  const path = areaPath(options, value);
  const levelOptions = [options, path[0]?.children ?? [], path[1]?.children ?? []];

  const choose = (level: number, code: string) => onChange(code ? [...value.slice(0, level), code] : [...value.slice(0, level)]);

  return (
    <div className="flex gap-2" id={id}>
      {LEVELS.map((level, index) =>
        index === 0 || (levelOptions[index]?.length ?? 0) > 0 ? (
          <select
            key={level}
            aria-label={t(`renderer.area.${level}`)}
            // The province select carries the field's name: a form focuses it on the field's error.
            name={index === 0 ? id : undefined}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={value[index] ?? ''}
            onChange={(event) => choose(index, event.target.value)}
            className={`min-w-0 flex-1 rounded border bg-white px-2 py-1.5 text-sm ${invalid ? 'border-red-500' : 'border-slate-300'}`}
          >
            <option value="">{t(`renderer.area.${level}`)}</option>
            {levelOptions[index]!.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        ) : null,
      )}
    </div>
  );
}
