/**
 * The text of a PDF as a reader's copy-and-paste would give it, read with pdf.js (Mozilla's PDF
 * renderer), so the invoice tests need no system tool such as poppler's pdftotext on a clean machine.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    pages.push(
      items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n');
}
