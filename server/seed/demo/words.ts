// Named word lists of the demo data, for templates of x-demo hints ({@companyWords}) and for the
// generated parties. Words any entity may need; sentences of one field live in its hint.
export const WORD_LISTS: Readonly<Record<string, readonly string[]>> = {
  /** The distinctive middle of a company name: 唐山 + 恒达 + 钢铁有限公司. */
  companyWords: ['恒达', '兴业', '鼎盛', '宏图', '华晟', '金泰', '利通', '瑞丰', '中联', '广源', '聚鑫', '泰和'],
  /** Trades of companies that ship bulk goods. */
  shipperTrades: ['矿业有限公司', '钢铁有限公司', '煤业集团有限公司', '建材有限公司', '农业发展有限公司', '供应链管理有限公司'],
  /** Trades of companies that receive goods. */
  consigneeTrades: ['建材有限公司', '钢铁贸易有限公司', '能源有限公司', '粮油有限公司', '商贸有限公司', '实业有限公司', '电厂', '物流园有限公司'],
  /** Names of road haulage companies after the city: 唐山 + 通达运输有限公司. */
  transportCompanies: ['通达运输有限公司', '顺发物流有限公司', '宏远汽车运输有限公司', '恒泰物流有限公司', '鑫源运输有限公司'],
  /** Names of fleets (车队) after the city: 唐山 + 顺路 + 车队. */
  teamWords: ['顺路', '鑫运', '宏达', '安通', '速捷', '众诚', '路路通', '万里行'],
  /** World manufacturer codes of Chinese truck makers (中国重汽, 一汽解放, 东风, 陕汽, 福田): the start of a VIN. */
  truckMakers: ['LZZ', 'LFW', 'LGA', 'LZG', 'LRD', 'LFN'],
};
