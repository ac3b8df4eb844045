import { describeFormat } from './formatExamples';

describeFormat('cn-plate', 'licence plate: ordinary, or new-energy with D/F where the standard puts it', {
  valid: [
    '粤B12345', '京A88888', '沪C5K9Z7', '川AL1234', '鲁B2X8Y1', '浙A12B34', '苏E0A1B2', '新A12345',
    '藏A12345', '蒙A12345', '京AD8K21',
    // new energy, small vehicles: D or F, a letter or digit, 4 digits
    '粤BD12345', '粤BF12345', '粤BDA1234', '京AFK1234',
    // new energy, large vehicles: 5 digits, then D or F
    '粤B12345D', '沪A12345F', '苏E54321D',
  ],
  invalid: [
    '', '粤B1234', '粤B123456', '粤I12345', '粤O12345', '粤B1234I', '粤B12O45', 'AB12345', '港A12345',
    '粤b12345', '粤B1234挂', '粤B1234学', '粤B1234警', '粤BA12345', '粤B12345A', '粤BD1234A',
    '粤B 12345', '粤·B12345', '使123456', '粤BD123456',
  ],
});

describeFormat('cn-trailer-plate', 'trailer plate ending in 挂', {
  valid: [
    '鲁A1234挂', '冀B5678挂', '粤BA123挂', '苏E0001挂', '浙A9X8Y挂', '豫A1234挂', '晋A12B3挂', '新A0000挂',
    '川A5678挂', '辽B1234挂', '津A1234挂', '皖A8888挂', '黑A1234挂', '蒙K1234挂', '宁A1234挂',
  ],
  invalid: [
    '', '鲁A12345挂', '鲁A123挂', '鲁A1234', '鲁A1234拖', '鲁I1234挂', '鲁A12O4挂', '鲁a1234挂', '挂A1234鲁',
    'AA1234挂', '港A1234挂', '鲁A 1234挂', '鲁A1234挂 ', '鲁A1234掛', '鲁AD12345',
  ],
});
