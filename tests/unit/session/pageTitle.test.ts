import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/session/pageTitle';

describe('spec 2: the page title is the translated route title plus the enterprise group name', () => {
  it.each([
    ['司机管理', '顺达网络货运有限公司', '司机管理 - 顺达网络货运有限公司'],
    ['Drivers', '顺达网络货运有限公司', 'Drivers - 顺达网络货运有限公司'],
    ['', '顺达网络货运有限公司', '顺达网络货运有限公司'],
    [undefined, '网络货运平台', '网络货运平台'],
    ['司机管理', '', '司机管理'],
  ])('%j with %j -> %j', (title, groupName, expected) => {
    expect(pageTitle(title, groupName)).toBe(expected);
  });
});
