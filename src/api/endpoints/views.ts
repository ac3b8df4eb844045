// Saved list views and the user's own list layouts (schemas/api/saved-view.json), kept on the
// server per user so they follow him to another browser.
import type { ListLayout, SavedView, SavedViewState } from '../../core/generated/api';
import { request } from '../http';

const BASE = '/ntocc-basic-api';

export interface NewSavedView { screen: string; name: string; state: SavedViewState; isDefault: boolean; shared: boolean }
export type SavedViewChange = Partial<Pick<NewSavedView, 'name' | 'state' | 'isDefault' | 'shared'>>;

export function listSavedViews(screen: string) {
  return request<SavedView[]>({ method: 'GET', url: `${BASE}/savedView`, params: { screen } });
}

export function createSavedView(view: NewSavedView) {
  return request<SavedView>({ method: 'POST', url: `${BASE}/savedView`, data: view });
}

export function changeSavedView(id: number, change: SavedViewChange) {
  return request<SavedView>({ method: 'PUT', url: `${BASE}/savedView/${id}`, data: change });
}

export function removeSavedView(id: number) {
  return request<null>({ method: 'DELETE', url: `${BASE}/savedView/${id}` });
}

export function readListLayout(screen: string) {
  return request<ListLayout | null>({ method: 'GET', url: `${BASE}/listLayout`, params: { screen } });
}

export function keepListLayout(screen: string, layout: ListLayout) {
  return request<ListLayout>({ method: 'PUT', url: `${BASE}/listLayout`, params: { screen }, data: layout });
}
