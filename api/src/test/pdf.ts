import { execFile } from 'node:child_process';

/*
 * What a PDF reader gets out of a PDF: Mozilla's PDF.js (the one pdf-parse brings), in a Node process of
 * its own, since PDF.js loads its worker with a dynamic import that Jest's module sandbox does not run.
 */

/** A piece of text as PDF.js reads it, in points from the page's top-left corner (y: its baseline). */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** The font size. */
  size: number;
}

export interface PdfContent {
  text: string;
  pages: number;
  /** The first page's text pieces. */
  items: PdfTextItem[];
}

const SCRIPT = `
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bytes = Buffer.concat(chunks);
const parser = new PDFParse({ data: new Uint8Array(bytes) });
const result = await parser.getText();
await parser.destroy();
const require = createRequire(process.cwd() + '/');
const pdfjsPath = createRequire(require.resolve('pdf-parse')).resolve('pdfjs-dist/legacy/build/pdf.mjs');
const pdfjs = await import(pathToFileURL(pdfjsPath).href);
const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
const page = await doc.getPage(1);
const [, , , pageTop] = page.view;
const content = await page.getTextContent();
const items = content.items
  .filter((item) => 'str' in item && item.str.trim() !== '')
  .map((item) => ({ str: item.str, x: item.transform[4], y: pageTop - item.transform[5], width: item.width, size: Math.hypot(item.transform[2], item.transform[3]) }));
await doc.destroy();
process.stdout.write(JSON.stringify({ text: result.text, pages: result.total, items }));
`;

/** The text and the first page's text pieces of a PDF, as PDF.js (pdf-parse) reads them. */
export function readPdf(bytes: Buffer): Promise<PdfContent> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`PDF.js failed: ${stderr || error.message}`)) : resolve(JSON.parse(stdout) as PdfContent),
    );
    child.stdin!.end(bytes);
  });
}

/** The text with every run of spaces and line breaks as one space. */
export const flatText = (content: PdfContent): string => content.text.replace(/\s+/g, ' ');
