// Dictionary types answered locally without a call (spec sections 3 and 7). Like the server's
// dictionaries, the item names are data in the platform's language (Chinese).
import type { DictType } from '../core/generated/api';

export const LOCAL_DICTS: Readonly<Record<string, DictType>> = {
  isRelease: {
    type: 'isRelease',
    dictList: [
      { code: '0', name: '未发布' },
      { code: '1', name: '已发布' },
    ],
  },
  newsType: {
    type: 'newsType',
    dictList: [
      { code: '1', name: '最新活动' },
      { code: '2', name: '行业新闻' },
      { code: '3', name: '公司新闻' },
      { code: '4', name: '放假安排' },
      { code: '5', name: '企业风采' },
    ],
  },
};

export function isLocalDict(type: string): boolean {
  return Object.hasOwn(LOCAL_DICTS, type);
}
