import { describeFormat } from './formatExamples';

describeFormat('url', 'http or https URL with a host', {
  valid: [
    'http://example.com', 'https://example.com', 'https://www.example.com/path?q=1#frag', 'http://localhost',
    'http://localhost:3000/api', 'https://192.168.1.10:8080', 'http://127.0.0.1', 'https://sub.domain.example.cn/a/b.html',
    'https://例子.中国', 'https://user:pass@example.com', 'HTTP://EXAMPLE.COM', 'https://example.com:443/',
    'https://example.com/路径', 'https://a.b', 'http://[::1]:8080/',
  ],
  invalid: [
    '', 'example.com', 'www.example.com', 'ftp://example.com', 'http://', 'https://', 'http:example.com',
    'http:/example.com', 'http:// example.com', 'https://exa mple.com', 'mailto:a@b.com', 'javascript:alert(1)',
    '//example.com', 'https//example.com', 'http://?q=1', 'http://#frag', ' https://example.com',
    'https://example.com:99999',
  ],
});

describeFormat('email', 'e-mail address', {
  valid: [
    'user@example.com', 'first.last@example.com', 'user+tag@example.co', 'user_name@sub.example.com.cn', 'a@b.cn',
    'USER@EXAMPLE.COM', '12345@qq.com', 'zhang.san@163.com', 'li-si@company-name.com', "o'brien@example.ie",
    'x@example.museum', 'name@xn--fiqs8s.xn--fiqz9s', 'test.email.with+symbol@example.com', 'wang@gov.cn',
    'support@freight-console.cn',
  ],
  invalid: [
    '', 'plainaddress', '@example.com', 'user@', 'user@example', 'user@.com', 'user@example..com',
    'user..name@example.com', '.user@example.com', 'user.@example.com', 'user@-example.com', 'user@example-.com',
    'user name@example.com', 'user@exam ple.com', 'user@@example.com', 'user@example.c', '用户@example.com',
    'user@example.com ', 'user@192.168.1.1',
  ],
});

describeFormat('letters-2-4', '2 to 4 letters, or empty', {
  valid: ['', 'ab', 'AB', 'abc', 'ABCD', 'Ab', 'xYz', 'SD', 'abCD', 'QQ', 'Zz', 'HZ', 'GZS', 'JTYS', 'ml'],
  invalid: ['a', 'A', 'abcde', 'ABCDEF', 'a1', '12', 'ab ', ' ab', 'a-b', '中文', 'AB_C', 'ab.c', 'ÄB', 'ａｂ', 'AB\n'],
});

describeFormat('password', '8 to 20 characters, at least two of upper, lower, digit, symbol; no whitespace', {
  valid: [
    'Freight@2026', 'abcdefg1', 'ABCDEFG1', 'abcdEFGH', 'abcdefg!', '12345678a', '!@#$%^&A', 'Passw0rd',
    'P@ssword', 'aB3$aB3$aB3$aB3$aB3$', 'zhang.san1', 'admin_2026', 'QWERTY12', '1234567!', 'Ab-12345',
  ],
  invalid: [
    '', 'abcdefgh', 'ABCDEFGH', '12345678', '!@#$%^&*', 'Ab1!', 'Abc123', 'aB3$aB3$aB3$aB3$aB3$x', 'Pass word1',
    'Password1\t', ' Password1', '密码Password1', 'Pässword1', 'Password1 ', 'abcdefghijklmnopqrstu1',
  ],
});

describeFormat('cn-name', 'letters or Chinese characters, with optional middle dots (·) between parts', {
  valid: [
    '张三', '王小明', '欧阳娜娜', '阿依古丽·买买提', '买买提·艾力', 'John', 'Smith', 'JohnSmith', 'Mary·Jane',
    '李White', '爱新觉罗·溥仪', '努尔·阿卜杜拉·江', '诸葛亮', 'Li', 'Zhang',
  ],
  invalid: [
    '', '张 三', 'John Smith', '·张三', '张三·', '张··三', '张三1', 'John3', '张-三', '张・三', '张•三', '张.三',
    ' 张三', '😀', "O'Brien", 'Ａｌｉ',
  ],
});
