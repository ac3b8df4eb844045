// The current to-do counts; reloaded on entering the shell and on each `refreshToDoList` message.
import { proxy } from 'valtio';
import { onSignOut } from '../../session/sessionReset';
import { fetchTodoCounts, type TodoCount } from './todoApi';

export const todo = proxy<{ counts: TodoCount[] }>({ counts: [] });

let latest = 0;

/** Loads the counts; an older answer arriving after a newer one is dropped. Errors keep the last counts. */
export async function reloadTodoCounts(load: () => Promise<TodoCount[]> = fetchTodoCounts): Promise<void> {
  const call = ++latest;
  try {
    const counts = await load();
    if (call === latest) todo.counts = counts;
  } catch {
    // The HTTP layer has shown the failure; the badges keep their last values.
  }
}

onSignOut(() => {
  latest += 1;
  todo.counts = [];
});
