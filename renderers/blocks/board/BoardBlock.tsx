// board: the records of the page's query as cards in lanes, one lane per value of `groupField`
// (the records of an entity, or the items of a dictionary) plus the lane of records without a
// value. A card moves to another lane by native HTML5 drag and drop or by its 改派到… select (the
// Radix Select of src/ui; the same move for keyboards and phones): the block runs `drop.action` with `drop.field` = the
// lane's value (`unassigned.action` for the unassigned lane), shows the card in its new lane at
// once and puts it back with the server's reason when the move is refused. Cards whose state the
// action does not start from, or a user without the action's code, do not move. Reloads with the
// page; a move reloads every block.
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '../../../src/api/fieldErrors';
import type { Action, BoardBlock as BoardBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { permissionCodeOf } from '../../../src/core/page/permissionCode';
import { useDict, useDictVersion } from '../../../src/dicts/dictStore';
import { hasPermission } from '../../../src/session/permissions';
import { useSessionRoutes } from '../../../src/session/useSessionRoutes';
import { Select } from '../../../src/ui/Select';
import { entityFor, fieldMeta, primaryKey, stateAction, stateCondition } from '../../entities';
import { listRecords, runStateAction, type EntityRecord } from '../../entityApi';
import { routeOfComponent } from '../../shared/routeOfComponent';
import { defaultFormat, formatValue } from '../../shared/formatValue';
import { narrowedParams } from '../report/windowParams';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';

/** The select's value of the unassigned lane (whose own value is empty, the select's 改派到…). */
const MOVE_TO_UNASSIGNED = '__unassigned';
/** The most records a board shows (a day's work, not a history). */
const MAX_RECORDS = 500;
/** Above this many lanes the board offers a filter over the lanes' titles. */
const LANE_FILTER_FROM = 6;
const UNASSIGNED = '';

interface Lane {
  value: string;
  title: string;
  details: string[];
  capacity?: number;
}

interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The server's reason for a refused move: a field's message, else the answer's. */
function reasonOf(error: unknown): string {
  const fields = Object.values(fieldErrorsOf(error));
  if (fields.length > 0) return fields.join('；');
  return error instanceof Error ? error.message : String(error);
}

export function BoardBlock({ block, page, screen }: BlockProps<BoardBlockType>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const entity = entityFor(blockEntity(page, block)!);
  const key = primaryKey(entity);
  const { params, reloads, reload } = usePageQuery();
  const [records, setRecords] = useState<EntityRecord[] | null>(null);
  const [entityLanes, setEntityLanes] = useState<Lane[] | null>(block.lanes.entity ? null : []);
  const [moved, setMoved] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [laneFilter, setLaneFilter] = useState('');
  const dictLanes = useDict(block.lanes.dict);

  const cardFields = useMemo(() => (block.card.fields ?? []).map((name) => fieldMeta(entity, name)), [block.card.fields, entity]);
  const statusField = block.card.status ? fieldMeta(entity, block.card.status) : undefined;
  useDictVersion(useMemo(() => [...cardFields, ...(statusField ? [statusField] : [])].map((f) => f.dict).filter((d): d is string => !!d), [cardFields, statusField]));

  const dropAction = stateAction(entity, block.drop.action);
  const unassignAction = block.unassigned?.action ? stateAction(entity, block.unassigned.action) : undefined;
  const allowed = (name: string | undefined) => {
    if (!name) return false;
    const code = permissionCodeOf({ type: 'state', action: name } as Action, screen);
    return !code || hasPermission(code);
  };
  const canDrop = allowed(dropAction?.name);
  const canUnassign = allowed(unassignAction?.name);

  const cardParams = useMemo(
    () => ({ ...narrowedParams(entity, params, block.where, block.window), pageNum: 1, pageSize: MAX_RECORDS }),
    [entity, params, block.where, block.window],
  );

  useEffect(() => {
    let current = true;
    listRecords(entity, cardParams).then(
      (answer) => {
        if (!current) return;
        const when = block.card.when;
        setRecords(when ? answer.records.filter((record) => when.in.some((value) => String(value) === text(record[when.field]))) : answer.records);
        setMoved({});
      },
      () => current && setRecords([]),
    );
    return () => {
      current = false;
    };
  }, [entity, cardParams, block.card.when, reloads]);

  useEffect(() => {
    const source = block.lanes;
    if (!source.entity || !source.value || !source.label) return;
    const laneEntity = entityFor(source.entity);
    const detailFields = (source.fields ?? []).map((name) => fieldMeta(laneEntity, name));
    let current = true;
    listRecords(laneEntity, { pageNum: 1, pageSize: MAX_RECORDS, sortField: source.label, sortType: 'asc', ...(source.where ?? {}) })
      .catch(() => listRecords(laneEntity, { pageNum: 1, pageSize: MAX_RECORDS, ...(source.where ?? {}) }))
      .then(
        (answer) => current && setEntityLanes(answer.records.map((record) => ({
          value: text(record[source.value!]),
          title: text(record[source.label!]),
          details: detailFields.map((field) => formatValue(record[field.name], field, defaultFormat(field), t)).filter((shown) => shown !== ''),
          capacity: source.capacity && record[source.capacity] !== null && record[source.capacity] !== undefined ? Number(record[source.capacity]) : undefined,
        }))),
        () => current && setEntityLanes([]),
      );
    return () => {
      current = false;
    };
  }, [block.lanes, reloads, t]);

  const valueOf = (record: EntityRecord) => {
    const id = text(record[key]);
    return id in moved ? moved[id]! : text(record[block.groupField]);
  };

  /** The lanes in order: the unassigned lane, the source's, then values no lane holds (never hide a card). */
  const lanes = useMemo<Lane[]>(() => {
    const source: Lane[] = block.lanes.dict ? dictLanes.map((item) => ({ value: item.code, title: item.name, details: [] })) : entityLanes ?? [];
    const known = new Set(source.map((lane) => lane.value));
    const extra = [...new Set((records ?? []).map((record) => text(record[block.groupField])).filter((value) => value !== UNASSIGNED && !known.has(value)))]
      .map((value) => ({ value, title: value, details: [] }));
    return [...(block.unassigned ? [{ value: UNASSIGNED, title: t(block.unassigned.title), details: [] }] : []), ...source, ...extra];
  }, [block.lanes.dict, block.unassigned, dictLanes, entityLanes, records, block.groupField, t]);

  const movable = (record: EntityRecord) => {
    if (!dropAction) return false;
    const condition = stateCondition(entity, dropAction);
    const inState = !condition || condition.in.includes(text(record[condition.field]));
    const unassignable = unassignAction && valueOf(record) !== UNASSIGNED && stateCondition(entity, unassignAction)?.in.includes(text(record[entity['x-states']!.field]));
    return (canDrop && inState) || (canUnassign && !!unassignable);
  };

  const accepts = (lane: Lane) => (lane.value === UNASSIGNED ? canUnassign && !!unassignAction : canDrop);

  const titleOf = (record: EntityRecord) => text(record[block.card.title]);

  async function move(record: EntityRecord, target: string) {
    const id = text(record[key]);
    if (valueOf(record) === target || busy) return;
    const lane = lanes.find((candidate) => candidate.value === target);
    const action = target === UNASSIGNED ? unassignAction : dropAction;
    if (!action || !lane) return;
    setMoved((current) => ({ ...current, [id]: target }));
    setBusy(id);
    setNotice(null);
    try {
      await runStateAction(entity, record[key], action.name, target === UNASSIGNED ? {} : { [block.drop.field]: target });
      setNotice({ tone: 'ok', text: t('renderer.board.moved', { card: titleOf(record), lane: lane.title }) });
      reload();
    } catch (error) {
      setMoved((current) => {
        const { [id]: _dropped, ...rest } = current;
        return rest;
      });
      setNotice({ tone: 'error', text: t('renderer.board.refused', { card: titleOf(record), reason: reasonOf(error) }) });
    } finally {
      setBusy(null);
    }
  }

  const onDrop = (event: DragEvent, lane: Lane) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData('text/plain') || dragging;
    setDragging(null);
    const record = (records ?? []).find((candidate) => text(candidate[key]) === id);
    if (record && accepts(lane)) void move(record, lane.value);
  };

  const open = (record: EntityRecord) => {
    if (!block.open) return;
    const query = new URLSearchParams();
    for (const [name, field] of Object.entries(block.open.params)) query.set(name, text(record[field]));
    navigate(`${routeOfComponent(routes, block.open.to)}?${query.toString()}`);
  };

  const filterText = laneFilter.trim().toLowerCase();
  const shownLanes = filterText
    ? lanes.filter((lane) => lane.value === UNASSIGNED || `${lane.title} ${lane.details.join(' ')}`.toLowerCase().includes(filterText))
    : lanes;
  const loading = records === null || entityLanes === null;
  const label = block.title ? t(block.title) : t(entity.title);

  return (
    <section aria-label={label} aria-busy={loading} className="rounded bg-white p-4" data-board>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        {block.title && <h2 className="text-base font-semibold text-slate-800">{t(block.title)}</h2>}
        <p className="text-sm text-slate-500">{t('renderer.board.total', { count: records?.length ?? 0 })}</p>
        {lanes.length > LANE_FILTER_FROM && (
          <input
            type="search"
            value={laneFilter}
            onChange={(event) => setLaneFilter(event.target.value)}
            placeholder={t('renderer.board.filterLanes')}
            aria-label={t('renderer.board.filterLanes')}
            className="h-8 w-48 rounded border border-slate-300 px-2 text-sm"
          />
        )}
        <p role="status" aria-live="polite" className={`text-sm ${notice?.tone === 'error' ? 'text-red-600' : 'text-emerald-700'}`}>{notice?.text ?? ''}</p>
      </div>
      <div className="flex gap-3 overflow-x-auto pb-2" role="list" aria-label={t('renderer.board.lanes')}>
        {shownLanes.map((lane) => {
          const cards = (records ?? []).filter((record) => valueOf(record) === lane.value);
          const load = block.sum ? cards.reduce((sum, record) => sum + Number(record[block.sum!] ?? 0), 0) : undefined;
          const overCapacity = load !== undefined && lane.capacity !== undefined && load > lane.capacity + 1e-9;
          const sumField = block.sum ? fieldMeta(entity, block.sum) : undefined;
          const laneKey = lane.value || '__unassigned';
          return (
            <div
              key={laneKey}
              role="listitem"
              data-lane={lane.value}
              aria-label={lane.title}
              onDragOver={(event) => {
                if (!dragging || !accepts(lane)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(laneKey);
              }}
              onDragLeave={() => setOver((current) => (current === laneKey ? null : current))}
              onDrop={(event) => onDrop(event, lane)}
              className={`flex w-64 shrink-0 flex-col rounded border ${over === laneKey ? 'border-sky-500 bg-sky-50' : 'border-slate-200 bg-slate-50'}`}
            >
              <header className="border-b border-slate-200 px-3 py-2">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="truncate text-sm font-semibold text-slate-800" title={lane.title}>{lane.title}</h3>
                  <span className="rounded bg-white px-1.5 text-xs text-slate-600" aria-label={t('renderer.board.count', { count: cards.length })}>{cards.length}</span>
                </div>
                {lane.details.length > 0 && <p className="truncate text-xs text-slate-500">{lane.details.join(' · ')}</p>}
                {load !== undefined && sumField && (
                  <p className={`text-xs ${overCapacity ? 'text-red-600' : 'text-slate-500'}`}>
                    {t('renderer.board.load', {
                      sum: formatValue(Number(load.toFixed(sumField.places ?? 3)), sumField, defaultFormat(sumField), t),
                      capacity: lane.capacity === undefined ? '—' : String(lane.capacity),
                    })}
                  </p>
                )}
              </header>
              <ul className="flex min-h-24 flex-col gap-2 p-2" aria-label={t('renderer.board.cardsOf', { lane: lane.title })}>
                {cards.map((record) => {
                  const id = text(record[key]);
                  const canMove = movable(record) && busy === null;
                  const title = titleOf(record);
                  const targets = lanes.filter((target) => target.value !== valueOf(record) && accepts(target));
                  return (
                    <li
                      key={id}
                      data-card={title}
                      draggable={canMove}
                      onDragStart={(event) => {
                        event.dataTransfer.setData('text/plain', id);
                        event.dataTransfer.effectAllowed = 'move';
                        setDragging(id);
                      }}
                      onDragEnd={() => {
                        setDragging(null);
                        setOver(null);
                      }}
                      aria-busy={busy === id}
                      className={`rounded border bg-white p-2 text-xs shadow-sm ${canMove ? 'cursor-grab border-slate-200' : 'border-slate-100 opacity-80'} ${busy === id ? 'animate-pulse' : ''}`}
                    >
                      <div className="flex items-start justify-between gap-2">
                        {block.open ? (
                          <button type="button" onClick={() => open(record)} className="truncate text-left text-sm font-medium text-sky-700 hover:underline">{title}</button>
                        ) : (
                          <span className="truncate text-sm font-medium text-slate-900">{title}</span>
                        )}
                        {statusField && <span className="shrink-0 rounded bg-slate-100 px-1.5 text-slate-600">{formatValue(record[statusField.name], statusField, 'dict', t)}</span>}
                      </div>
                      {cardFields.map((field) => {
                        const shown = formatValue(record[field.name], field, defaultFormat(field), t);
                        return shown ? (
                          <p key={field.name} className="truncate text-slate-600" title={shown}>
                            <span className="text-slate-400">{t(field.label)}：</span>{shown}
                          </p>
                        ) : null;
                      })}
                      {canMove && targets.length > 0 && (
                        <Select
                          value=""
                          label={t('renderer.board.moveCard', { card: title })}
                          emptyLabel={t('renderer.board.moveTo')}
                          options={targets.map((target) => ({ value: target.value || MOVE_TO_UNASSIGNED, label: target.title }))}
                          onChange={(target) => {
                            if (target) void move(record, target === MOVE_TO_UNASSIGNED ? UNASSIGNED : target);
                          }}
                          className="mt-1 h-7 w-full min-w-0 px-1 text-xs text-slate-700"
                        />
                      )}
                    </li>
                  );
                })}
                {cards.length === 0 && <li className="px-1 py-4 text-center text-xs text-slate-400">{t('renderer.board.emptyLane')}</li>}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
