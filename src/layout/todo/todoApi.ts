// The to-do counts endpoint (docs/contracts.md, served by the server's to-do module).
import type { PartyGroupConfig } from '../../core/generated/api';
import { request } from '../../api/http';

export const TODO_LIST_URL = '/ntocc-tms-api/todo/list';

/** One count: `configValue` holds the number as text. */
export type TodoCount = Required<Pick<PartyGroupConfig, 'configKey' | 'configName' | 'configValue'>>;

/** `GET /ntocc-tms-api/todo/list` → `data: [{ configKey, configName, configValue }]`. */
export async function fetchTodoCounts(): Promise<TodoCount[]> {
  const { data } = await request<TodoCount[] | null>({ method: 'GET', url: TODO_LIST_URL });
  return Array.isArray(data) ? data : [];
}
