/**
 * The invoice fonts: Source Sans 3 (SIL Open Font License 1.1), TrueType files shipped by the
 * npm package @expo-google-fonts/source-sans-3, so a clean clone has them after `npm install`.
 * Embedded whole, so ä, ö, ü, ß and € render in every viewer: pdf-lib's subsetting dropped
 * glyphs of this font (seen rendered), costing ~300 kB per document instead. Ligatures are off:
 * pdf-lib spaced the "ft" ligature apart ("Auft rag").
 */
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf',
  bold: '@expo-google-fonts/source-sans-3/700Bold/SourceSans3_700Bold.ttf',
} as const;

let loaded: Promise<Record<keyof typeof FILES, Uint8Array>> | undefined;

/** The font files, read once per process. */
function fontFiles() {
  loaded ??= Promise.all(
    Object.entries(FILES).map(async ([name, file]) => [
      name,
      await readFile(require.resolve(file)),
    ]),
  ).then((entries) => Object.fromEntries(entries) as Record<keyof typeof FILES, Uint8Array>);
  return loaded;
}

const OPTIONS = { subset: false, features: { liga: false, clig: false } };

export type Fonts = { regular: PDFFont; bold: PDFFont };

export async function embedFonts(document: PDFDocument): Promise<Fonts> {
  const files = await fontFiles();
  document.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    document.embedFont(files.regular, OPTIONS),
    document.embedFont(files.bold, OPTIONS),
  ]);
  return { regular, bold };
}
