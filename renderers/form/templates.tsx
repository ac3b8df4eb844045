// Templates of the entity forms: every field with a visible label, its errors and help; the
// root object laid out in titled groups on a grid of 1-4 fields per row.
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import type { GroupLayout } from './toRjsfSchema';

const GRID: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-1 md:grid-cols-2', 3: 'grid-cols-1 md:grid-cols-3', 4: 'grid-cols-1 md:grid-cols-4' };

export function FieldTemplate({ id, label, children, rawErrors = [], rawHelp, required = false, hidden = false, schema }: FieldTemplateProps) {
  if (hidden) return <div className="hidden">{children}</div>;
  if (schema.type === 'object') return children;
  const errors = [...new Set(rawErrors)];
  return (
    <div className="flex flex-col gap-1">
      {/* The required mark is drawn by CSS so it stays out of the label's text. */}
      <label htmlFor={id} className={`text-sm font-medium text-slate-700 ${required ? "before:mr-0.5 before:text-red-500 before:content-['*']" : ''}`}>
        {label}
      </label>
      {children}
      {errors.map((message) => (
        <p key={message} role="alert" className="text-xs text-red-600">
          {message}
        </p>
      ))}
      {rawHelp && <p className="text-xs text-slate-500">{rawHelp}</p>}
    </div>
  );
}

export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const groupLayout = (uiSchema?.['ui:options'] as { groupLayout?: GroupLayout } | undefined)?.groupLayout;
  const byName = new Map(properties.map((property) => [property.name, property]));
  const wide = (name: string) => (uiSchema?.[name]?.['ui:options'] as { wide?: boolean } | undefined)?.wide === true;
  const groups = groupLayout?.groups ?? [{ title: '', fields: properties.map((property) => property.name) }];
  const grid = GRID[groupLayout?.layout ?? 1];
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, index) => (
        <fieldset key={group.title || index} className="flex flex-col gap-3">
          {group.title && <legend className="mb-2 border-l-4 border-primary pl-2 text-sm font-semibold text-slate-800">{group.title}</legend>}
          <div className={`grid gap-x-4 gap-y-3 ${grid}`}>
            {group.fields.map((name) => {
              const property = byName.get(name);
              if (!property || property.hidden) return property?.content ?? null;
              return (
                <div key={name} className={wide(name) ? 'col-span-full' : undefined}>
                  {property.content}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export const templates: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate };
