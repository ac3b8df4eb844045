// Business documents as PDF (the electronic receipt of a payment, the freight-transport invoice):
// a title, blocks of labelled fields, tables, and a footer, on A4 with a CJK font. Text comes
// already translated; this file only lays it out.
import { existsSync } from 'node:fs';

/** Debian's Noto Sans CJK (apt package fonts-noto-cjk, installed by .ci/run and named in the
 * README); FREIGHT_PDF_FONT may name another TTF/OTF/TTC, FREIGHT_PDF_FONT_FAMILY its face in a
 * collection. */
const DEFAULT_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const DEFAULT_FAMILY = 'NotoSansCJKsc-Regular';

export interface PdfFieldBlock {
  heading?: string;
  /** Label and value pairs, laid out in `columns` columns (2 unless told). */
  fields: Array<[label: string, value: string]>;
  columns?: number;
}

export interface PdfTable {
  heading?: string;
  columns: Array<{ label: string; width: number; align?: 'left' | 'right' }>;
  rows: string[][];
}

/** Running text in paragraphs (a contract's clauses), the full width. */
export interface PdfTextBlock {
  heading?: string;
  paragraphs: string[];
}

export interface PdfDocumentContent {
  title: string;
  /** Under the title, right-aligned: the document number, the date. */
  subtitle?: string;
  blocks: Array<PdfFieldBlock | PdfTable | PdfTextBlock>;
  /** A word across every page, light and diagonal (未签署 on a contract not yet signed). */
  watermark?: string;
  footer?: string;
  /** Document metadata (a reader shows it as the title). */
  author?: string;
}

export class PdfFontMissing extends Error {}

function fontFile(): { file: string; family?: string } {
  const file = process.env.FREIGHT_PDF_FONT || DEFAULT_FONT;
  if (!existsSync(file)) {
    throw new PdfFontMissing(`PDF documents need a Chinese font: ${file} is missing (apt-get install fonts-noto-cjk, or set FREIGHT_PDF_FONT)`);
  }
  return { file, family: process.env.FREIGHT_PDF_FONT ? process.env.FREIGHT_PDF_FONT_FAMILY : DEFAULT_FAMILY };
}

const isTable = (block: PdfFieldBlock | PdfTable | PdfTextBlock): block is PdfTable => 'rows' in block;
const isText = (block: PdfFieldBlock | PdfTable | PdfTextBlock): block is PdfTextBlock => 'paragraphs' in block;

const MARGIN = 48;
const LINE = 20;

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.6).fontSize(12).fillColor('#1f2937').text(text, MARGIN);
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
  doc.y = y + 6;
}

function fieldBlock(doc: PDFKit.PDFDocument, block: PdfFieldBlock): void {
  if (block.heading) heading(doc, block.heading);
  const columns = block.columns ?? 2;
  const width = (doc.page.width - MARGIN * 2) / columns;
  doc.fontSize(10);
  for (let i = 0; i < block.fields.length; i += columns) {
    const y = doc.y;
    let bottom = y;
    block.fields.slice(i, i + columns).forEach(([label, value], column) => {
      const x = MARGIN + column * width;
      doc.fillColor('#64748b').text(`${label}：`, x, y, { width: 88, lineBreak: false });
      doc.fillColor('#111827').text(value || '—', x + 88, y, { width: width - 96 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = Math.max(bottom, y + LINE) + 2;
  }
}

function table(doc: PDFKit.PDFDocument, block: PdfTable): void {
  if (block.heading) heading(doc, block.heading);
  doc.fontSize(9);
  const row = (cells: string[], color: string) => {
    if (doc.y > doc.page.height - MARGIN - LINE * 2) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    block.columns.forEach((column, i) => {
      doc.fillColor(color).text(cells[i] ?? '', x + 2, y + 4, { width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc.moveTo(MARGIN, doc.y).lineTo(x, doc.y).lineWidth(0.3).strokeColor('#e2e8f0').stroke();
  };
  row(block.columns.map((column) => column.label), '#64748b');
  for (const cells of block.rows) row(cells, '#111827');
  doc.x = MARGIN;
}

function textBlock(doc: PDFKit.PDFDocument, block: PdfTextBlock): void {
  if (block.heading) heading(doc, block.heading);
  doc.fontSize(10).fillColor('#111827');
  for (const paragraph of block.paragraphs) doc.text(paragraph, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2, lineGap: 3, paragraphGap: 4 });
  doc.x = MARGIN;
}

/** The watermark of one page, drawn under what the page then receives; the cursor is kept. */
function watermark(doc: PDFKit.PDFDocument, mark: string): void {
  const { x, y } = doc;
  doc.save().rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] }).fontSize(72).fillColor('#e11d48').fillOpacity(0.12)
    .text(mark, 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center', lineBreak: false }).restore();
  doc.fillOpacity(1);
  doc.x = x;
  doc.y = y;
}

/** The document's bytes. Throws PdfFontMissing when the machine has no CJK font. pdfkit (with
 * its font engine, about 3 MB of code) is loaded by the first document, not at server start. */
export async function renderPdf(content: PdfDocumentContent, now: Date): Promise<Buffer> {
  const font = fontFile();
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title, Author: content.author ?? '', CreationDate: now } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', font.file, font.family);
  doc.font('body');
  if (content.watermark) {
    const mark = content.watermark;
    watermark(doc, mark);
    doc.on('pageAdded', () => watermark(doc, mark));
  }
  doc.fontSize(18).fillColor('#111827').text(content.title, { align: 'center' });
  if (content.subtitle) doc.moveDown(0.3).fontSize(9).fillColor('#64748b').text(content.subtitle, { align: 'right' });
  for (const block of content.blocks) {
    if (isTable(block)) table(doc, block);
    else if (isText(block)) textBlock(doc, block);
    else fieldBlock(doc, block);
  }
  if (content.footer) doc.moveDown(1.2).fontSize(8).fillColor('#94a3b8').text(content.footer, MARGIN);
  doc.end();
  return done;
}
