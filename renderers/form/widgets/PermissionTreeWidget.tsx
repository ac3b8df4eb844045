// permission-tree: a list of permission codes `<leaf>:<action>` chosen on the tree of the menu
// resources (GET /ntocc-basic-api/role/resources: directories, leaves and each leaf's actions).
// Checking a directory or a menu checks every code below it; each action is its own checkbox;
// a directory or menu with only some codes checked shows as partly checked.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../src/api/http';
import type { ResourceMeta } from '../../../src/core/generated/api';
import { routeTitle } from '../../../src/i18n/routeTitle';

export interface ResourceOption {
  name: string;
  title: string;
  /** The other languages' titles of a menu added on systemManage/authorityCreation (its `title` is Chinese). */
  titles?: ResourceMeta['titles'];
  actions?: string[];
  children?: ResourceOption[];
}

export const RESOURCES_URL = '/ntocc-basic-api/role/resources';

/** Every code under a node. */
export function codesUnder(node: ResourceOption): string[] {
  if (node.children) return node.children.flatMap(codesUnder);
  return (node.actions ?? []).map((action) => `${node.name}:${action}`);
}

/** The codes after checking (or unchecking) all of `codes`. */
export function toggled(value: readonly string[], codes: readonly string[], checked: boolean): string[] {
  const next = new Set(value);
  for (const code of codes) {
    if (checked) next.add(code);
    else next.delete(code);
  }
  return [...next];
}

function Checkbox({ label, checked, partly, disabled, onChange, className = '' }: {
  label: string; checked: boolean; partly: boolean; disabled: boolean; onChange: (checked: boolean) => void; className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = partly;
  }, [partly]);
  return (
    <label className={`inline-flex cursor-pointer items-center gap-1 ${className}`}>
      <input ref={ref} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="accent-primary" />
      <span>{label}</span>
    </label>
  );
}

function Node({ node, value, disabled, depth, onChange }: {
  node: ResourceOption; value: ReadonlySet<string>; disabled: boolean; depth: number; onChange: (codes: string[], checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(depth > 0);
  const codes = useMemo(() => codesUnder(node), [node]);
  const held = codes.filter((code) => value.has(code)).length;
  const all = codes.length > 0 && held === codes.length;
  const title = routeTitle(t, { name: node.name, meta: { title: node.title, titles: node.titles } });
  if (!node.children) {
    return (
      <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1 pl-6 text-sm" data-leaf={node.name}>
        <Checkbox label={title} checked={all} partly={held > 0 && !all} disabled={disabled} onChange={(checked) => onChange(codes, checked)} className="min-w-32 font-medium text-slate-700" />
        {(node.actions ?? []).map((action) => {
          const code = `${node.name}:${action}`;
          return (
            <Checkbox
              key={code}
              label={t(`entityApi.permission.${action}`, { defaultValue: action })}
              checked={value.has(code)}
              partly={false}
              disabled={disabled}
              onChange={(checked) => onChange([code], checked)}
              className="text-xs text-slate-600"
            />
          );
        })}
      </li>
    );
  }
  return (
    <li className="py-0.5 text-sm" data-directory={node.name}>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-expanded={open}
          aria-label={title}
          onClick={() => setOpen((current) => !current)}
          className="w-5 text-slate-500 hover:text-primary"
        >
          {open ? '▾' : '▸'}
        </button>
        <Checkbox label={title} checked={all} partly={held > 0 && !all} disabled={disabled} onChange={(checked) => onChange(codes, checked)} className="font-medium text-slate-800" />
        <span className="text-xs text-slate-400">{held}/{codes.length}</span>
      </div>
      {open && (
        <ul className="ml-4 border-l border-slate-100">
          {node.children.map((child) => (
            <Node key={child.name} node={child} value={value} disabled={disabled} depth={depth + 1} onChange={onChange} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function PermissionTreeWidget({ id, value, disabled = false, readonly = false, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<ResourceOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    request<ResourceOption[]>({ method: 'GET', url: RESOURCES_URL })
      .then((answer) => current && setTree(answer.data ?? []))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);
  const held = useMemo(() => new Set<string>(Array.isArray(value) ? (value as string[]) : []), [value]);
  if (failed) return <p role="alert" className="text-sm text-red-600">{t('renderer.detail.notFound')}</p>;
  if (!tree) return <p role="status" className="text-sm text-slate-500">{t('common.loading')}</p>;
  // The root node holds the menu's top-level directories.
  const roots = tree.length === 1 && tree[0]!.children && tree[0]!.name === 'root' ? tree[0]!.children : tree;
  return (
    <div id={id} role="group" className="max-h-[28rem] overflow-auto rounded border border-slate-200 p-2">
      <ul>
        {roots.map((node) => (
          <Node
            key={node.name}
            node={node}
            value={held}
            disabled={disabled || readonly}
            depth={0}
            onChange={(changed, checked) => onChange(toggled([...held], changed, checked))}
          />
        ))}
      </ul>
    </div>
  );
}
