// The validators the server asks for on first use rather than at start, asked for once here by
// the generator (scripts/gen-validators.ts) so they are generated too.
import { chartDrawingValidator } from '../charts/routes';
import { pointValidator } from '../routes/basic/positions/routes';
import { messageValidator } from '../reporting/messageSchemas';
import { MESSAGE_SCHEMA_FILES } from '../reporting/messageSchemas';
import { reportProvinces } from '../reporting/provinces';
import type { MessageType } from '../reporting/messages';

export function lazyServerValidators(): void {
  pointValidator();
  chartDrawingValidator();
  for (const messageType of Object.keys(MESSAGE_SCHEMA_FILES) as MessageType[]) messageValidator(messageType);
  reportProvinces();
}
