// @vitest-environment jsdom
// A detail section with `documents: true` (basic/DriverDetail's 证件照片) shows its upload fields as
// large labelled previews, opens an image full size in a viewer (previous/next, arrows, Esc) and
// shows a PDF as a file card.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import { PageView } from '../../../renderers';
import { documentItems } from '../../../renderers/blocks/detail/DocumentGallery';
import { fileKindOf, fileNameOf } from '../../../src/core/format/fileKind';
import { initTestI18n, installFakeFeedback } from './setup';

vi.mock('../../../src/api/http', () => ({ request: vi.fn() }));

const FRONT = '/files/0123456789abcdef0123456789abcdef.jpg?expires=1&signature=a';
const BACK = '/files/fedcba9876543210fedcba9876543210.png?expires=1&signature=b';
const LICENCE = '/files/00000000000000000000000000000000.webp?expires=1&signature=c';
const CERTIFICATE = '/files/11111111111111111111111111111111.pdf?expires=1&signature=d';

beforeAll(async () => {
  await initTestI18n();
  installFakeFeedback();
});
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
});

function openDriver(record: Record<string, unknown>) {
  vi.mocked(request).mockImplementation(async (config) => {
    if (config.url === '/ntocc-basic-api/driver/7') return { status: 0, msg: '', data: { id: 7, driverName: '王强', ...record } } as never;
    return { status: 0, msg: '', data: { records: [], total: 0, pageNum: 1 } } as never;
  });
  render(
    <MemoryRouter initialEntries={['/basic/DriverDetail?id=7']}>
      <PageView component="basic/DriverDetail" />
    </MemoryRouter>,
  );
}

describe('detail block: a section showing its documents', () => {
  it('shows every upload field large with its label under it, a PDF as a file card and a missing file as 未上传', async () => {
    openDriver({ idCardFrontImage: FRONT, idCardBackImage: BACK, qualificationCertificateImage: CERTIFICATE });
    const section = await screen.findByRole('region', { name: '证件照片' });
    const front = within(section).getByRole('button', { name: '查看大图：身份证人像面' });
    expect(within(front).getByRole('img', { name: '身份证人像面' }).getAttribute('src')).toBe(FRONT);
    expect(front.className).toContain('h-60');
    const captions = [...section.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['身份证人像面', '身份证国徽面', '驾驶证照片', '从业资格证照片']);
    expect(within(section).getByText('未上传')).toBeTruthy();
    const card = within(section).getByRole('link', { name: /PDF 文件/ });
    expect(card.getAttribute('href')).toBe(CERTIFICATE);
    expect(card.textContent).toContain('打开文件');
  });

  it('opens an image in the viewer; next, previous, the arrow keys and Esc move and close it', async () => {
    openDriver({ idCardFrontImage: FRONT, idCardBackImage: BACK, drivingLicenseImage: LICENCE, qualificationCertificateImage: CERTIFICATE });
    fireEvent.click(await screen.findByRole('button', { name: '查看大图：身份证国徽面' }));
    let viewer = screen.getByRole('dialog', { name: '身份证国徽面' });
    expect(within(viewer).getByRole('img', { name: '身份证国徽面' }).getAttribute('src')).toBe(BACK);
    // The PDF is not an image: the viewer goes through the three images only.
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    expect(within(viewer).getByRole('link', { name: '新窗口打开原图' }).getAttribute('href')).toBe(BACK);

    fireEvent.click(within(viewer).getByRole('button', { name: '下一张' }));
    viewer = screen.getByRole('dialog', { name: '驾驶证照片' });
    expect(within(viewer).getByRole('img', { name: '驾驶证照片' }).getAttribute('src')).toBe(LICENCE);

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    viewer = screen.getByRole('dialog', { name: '身份证人像面' });
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();

    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: '驾驶证照片' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '上一张' }));
    expect(screen.getByRole('dialog', { name: '身份证国徽面' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '查看大图：身份证人像面' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('other sections keep their small thumbnails and fields', async () => {
    openDriver({ idCardFrontImage: FRONT, drivingLicense: '370102199001011234' });
    const basic = await screen.findByRole('region', { name: '基本信息' });
    expect(within(basic).queryByRole('button', { name: /查看大图/ })).toBeNull();
    expect(within(basic).getByText('王强')).toBeTruthy();
  });
});

describe('documents of upload fields', () => {
  it('numbers the files of a field holding several, keeps a placeholder for an empty field', () => {
    const nth = (label: string, index: number, count: number) => `${label} ${index}/${count}`;
    expect(documentItems([{ label: '回单', value: ['/files/a.jpg', '/files/b.jpg'] }, { label: '发票', value: null }, { label: '保单', value: '/files/c.pdf' }], nth)).toEqual([
      { label: '回单 1/2', url: '/files/a.jpg' },
      { label: '回单 2/2', url: '/files/b.jpg' },
      { label: '发票' },
      { label: '保单', url: '/files/c.pdf' },
    ]);
  });

  it.each([
    ['/files/0123.jpg?expires=1&signature=x', 'image'],
    ['/files/0123.PNG', 'image'],
    ['/files/0123.pdf?expires=1&signature=x.jpg', 'pdf'],
    ['/files/report.docx', 'file'],
    ['https://example.com/photo', 'image'],
    ['data:image/png;base64,AAAA', 'image'],
  ])('%s is %s', (url, kind) => {
    expect(fileKindOf(url)).toBe(kind);
  });

  it('names a file by the end of its path', () => {
    expect(fileNameOf('/files/0123.pdf?expires=1&signature=x')).toBe('0123.pdf');
    expect(fileNameOf('/docs/%E5%90%88%E5%90%8C.pdf')).toBe('合同.pdf');
  });
});
