// Unit tests read entity schemas synchronously (entityFor) at import time: every schema is loaded
// first, as the page view loads a screen's own before it renders.
import { entityNames, loadEntities } from '../../renderers/entities';

await loadEntities(entityNames());
