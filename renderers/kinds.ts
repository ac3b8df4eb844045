// One line per page kind: each renderer is registered under its kind. Adding a kind is one
// folder under renderers/ and one line here.
import { DetailRenderer } from './detail/DetailRenderer';
import { FormRenderer } from './form/FormRenderer';
import { ListRenderer } from './list/ListRenderer';
import { registerRenderer } from './registry';

registerRenderer('list', ListRenderer);
registerRenderer('form', FormRenderer);
registerRenderer('detail', DetailRenderer);
