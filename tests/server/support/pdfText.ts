// Reads a PDF back with a real reader (pdf.js): its page count and the text of each page, so a
// test checks what a person opening the file would read.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; title: string | undefined }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await pdf.getMetadata() as { info: { Title?: string } };
  const result = { pages: pdf.numPages, text: parts.join('\n'), title: info.Title };
  await pdf.destroy();
  return result;
}
