import type { PDFFont } from 'pdf-lib';

export interface PdfSection {
  heading: string;
  lines: string[];
}

export interface PdfSpec {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  footer?: string;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;

/** The standard fonts only encode WinAnsi: strip accents and replace anything else. */
function winAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A small, valid one-or-more-page PDF (letter size, Helvetica) with a title, sections of text and a
 * footer: what the demo serves for report cards and PDF attachments.
 */
export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  // Loaded with the first PDF: every screen test starts the demo backend, and few of them ask for a PDF.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(winAnsi(spec.title));
  document.setProducer('Employer Portal demo backend');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;

  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.1)) => {
    for (const line of wrap(text, font, size, textWidth)) {
      if (y < PAGE.margin + size) {
        page = document.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size;
      page.drawText(line, { x: PAGE.margin, y, size, font, color });
      y -= size * 0.45;
    }
  };

  page.drawRectangle({ x: 0, y: PAGE.height - 12, width: PAGE.width, height: 12, color: rgb(0, 0.404, 0.824) });
  write(spec.title, bold, 20, rgb(0, 0.404, 0.824));
  if (spec.subtitle) write(spec.subtitle, regular, 12, rgb(0.3, 0.3, 0.3));
  for (const section of spec.sections) {
    y -= 14;
    write(section.heading, bold, 13);
    for (const line of section.lines) write(line, regular, 11);
  }
  if (spec.footer) {
    y -= 20;
    write(spec.footer, regular, 9, rgb(0.4, 0.4, 0.4));
  }
  return document.save({ useObjectStreams: false });
}
