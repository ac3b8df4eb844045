import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../server/pdf/document';
import { pdfText } from './support/pdfText';

describe('business documents as PDF, read back by pdf.js', () => {
  it('a document with Chinese fields and a table reads back as written', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [`YD20261127${String(i + 1).padStart(6, '0')}`, '张建国', `${(1000 + i).toFixed(2)}`]);
    const bytes = await renderPdf({
      title: '电子回单',
      subtitle: '回单编号 HD20261127000001',
      blocks: [
        { heading: '付款信息', fields: [['付款方', '华东钢铁有限公司'], ['收款人', '张建国'], ['金额', '¥2,051.69']] },
        { heading: '运单明细', columns: [{ label: '运单号', width: 200 }, { label: '司机', width: 120 }, { label: '运费', width: 120, align: 'right' }], rows },
      ],
      footer: '本回单由平台生成，可在电子回单页面核验。',
    }, new Date(Date.UTC(2026, 10, 27)));
    const read = await pdfText(bytes);
    expect(read.title).toBe('电子回单');
    expect(read.pages).toBeGreaterThan(1);
    expect(read.text).toContain('华东钢铁有限公司');
    expect(read.text).toContain('¥2,051.69');
    expect(read.text).toContain('YD20261127000060');
    expect(read.text).toContain('本回单由平台生成');
  });
});
