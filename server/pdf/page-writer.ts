/**
 * A4 pages in millimetres from the top left, as DIN 5008 measures them (pdf-lib counts points
 * from the bottom left). Text is cut with "…" where a column is too narrow, or wrapped onto
 * further lines where it must be read whole (`wrapped`), never overprinted.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Fonts } from './fonts';
import { wrap } from './invoice-format';

export const A4 = { width: 210, height: 297 } as const;
/** DIN 5008: 25 mm on the left, 20 mm on the right. */
export const MARGIN = { left: 25, right: 190 } as const;
/** Below this the footer begins: the body breaks to the next page before it. */
export const BODY_BOTTOM = 268;
const POINTS_PER_MM = 72 / 25.4;
export const pt = (mm: number) => mm * POINTS_PER_MM;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.75, 0.77, 0.8);
export const SHADE = rgb(0.94, 0.95, 0.96);

export type TextOptions = {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** `right`: `x` is the right edge. */
  align?: 'left' | 'right';
  /** Cut with "…" to this width (mm). */
  maxWidth?: number;
};

export class PageWriter {
  page!: PDFPage;
  pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  addPage(): PDFPage {
    this.page = this.document.addPage([pt(A4.width), pt(A4.height)]);
    this.pages.push(this.page);
    return this.page;
  }

  fontOf(options: TextOptions): PDFFont {
    return options.bold ? this.fonts.bold : this.fonts.regular;
  }

  widthOf(text: string, options: TextOptions = {}): number {
    return this.fontOf(options).widthOfTextAtSize(text, options.size ?? 9) / POINTS_PER_MM;
  }

  fitted(text: string, maxWidth: number, options: TextOptions = {}): string {
    if (this.widthOf(text, options) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 0 && this.widthOf(`${cut}…`, options) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /**
   * `text` in lines no wider than `maxWidth` (mm), broken at spaces; a word wider than the column
   * on its own (a long street name) is broken within, so nothing is ever cut or overprinted.
   */
  wrapped(text: string, maxWidth: number, options: TextOptions = {}): string[] {
    const measure = (part: string) => this.widthOf(part, options);
    const lines: string[] = [];
    for (const line of wrap(text.trim(), maxWidth, measure)) {
      let rest = line;
      while (measure(rest) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      lines.push(rest);
    }
    return lines.length > 0 ? lines : [''];
  }

  /** Writes `text` with its baseline `y` mm below the top edge. */
  text(text: string, x: number, y: number, options: TextOptions = {}, page = this.page) {
    const size = options.size ?? 9;
    const shown = options.maxWidth ? this.fitted(text, options.maxWidth, options) : text;
    const left = options.align === 'right' ? x - this.widthOf(shown, options) : x;
    page.drawText(shown, {
      x: pt(left),
      y: pt(A4.height - y),
      size,
      font: this.fontOf(options),
      color: options.color ?? INK,
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.5, color = RULE) {
    this.page.drawLine({
      start: { x: pt(x1), y: pt(A4.height - y1) },
      end: { x: pt(x2), y: pt(A4.height - y2) },
      thickness,
      color,
    });
  }

  box(x: number, y: number, width: number, height: number, color = SHADE) {
    this.page.drawRectangle({
      x: pt(x),
      y: pt(A4.height - y - height),
      width: pt(width),
      height: pt(height),
      color,
    });
  }

  /** `image` scaled to fit `width` × `height` (mm), its top left at (`x`, `y`). */
  image(image: PDFImage, x: number, y: number, width: number, height: number) {
    const scale = Math.min(pt(width) / image.width, pt(height) / image.height);
    const drawn = image.scale(scale);
    this.page.drawImage(image, {
      x: pt(x),
      y: pt(A4.height - y) - drawn.height,
      width: drawn.width,
      height: drawn.height,
    });
  }
}
