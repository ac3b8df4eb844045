// 意见反馈 (feedback): the reply records who answered it.
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';

export const feedbackHooks = {
  beforeAction: async (ctx: HookContext, action: string, _id: number, _stored: EntityRecord, values: EntityRecord) => {
    if (action === 'reply') values.replierName = ctx.caller.name;
  },
};
