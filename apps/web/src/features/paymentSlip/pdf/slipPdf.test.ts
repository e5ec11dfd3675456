import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { slipPdf, type SlipPdfContent } from './slipPdf';
import type { TextPainter, TextStyle } from './textPainter';

// A 1×1 PNG: what the browser's canvas would hand over, for a painter without a canvas (jsdom).
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** Records what it is asked to paint; measures every character half an em wide. */
function recordingPainter() {
  const painted: string[] = [];
  const directions = new Set<string>();
  const painter: TextPainter = {
    measure: (text: string, style: TextStyle) => [...text].length * style.size * 0.5,
    paint: async (text, style, direction = 'ltr') => {
      painted.push(text);
      directions.add(direction);
      return { png: PIXEL, width: [...text].length * style.size * 0.5, ascent: 10, descent: 3 };
    },
  };
  return { painter, painted, directions };
}

const IBAN = 'DE73 9996 0000 0123 4567 89';
const REFERENCE = 'RF18539007547034';

function content(language: string, words: Record<string, string>): SlipPdfContent {
  const w = (key: string) => words[key] ?? key;
  return {
    language,
    title: w('title'),
    rows: [
      { label: w('customer'), value: w('name') },
      { label: w('recipient'), value: 'Demo Shop GmbH\nMusterstraße 1, 10115 Berlin' },
      { label: 'IBAN', value: IBAN, strong: true },
      { label: w('amount'), value: w('money'), strong: true },
      { label: w('reference'), value: 'RF18 5390 0754 7034', strong: true },
    ],
    instructions: w('instructions'),
    qr: {
      payload: `BCD\n002\n1\nSCT\n\nDemo Shop GmbH\n${IBAN.replace(/ /g, '')}\nEUR49.90\n\n${REFERENCE}`,
      caption: w('scan'),
    },
    barcode: { text: REFERENCE },
  };
}

const LANGUAGES: Record<string, Record<string, string>> = {
  ar: {
    title: 'قسيمة الدفع',
    customer: 'اسم العميل',
    name: 'أحمد علي',
    recipient: 'المستفيد',
    amount: 'المبلغ',
    money: '49.90 EUR',
    reference: 'الرقم المرجعي',
    instructions: 'يرجى تحويل المبلغ قبل تاريخ الاستحقاق مع ذكر الرقم المرجعي كما هو تمامًا.',
    scan: 'امسح الرمز بتطبيق البنك',
  },
  he: {
    title: 'שובר תשלום',
    customer: 'שם הלקוח',
    name: 'דנה לוי',
    recipient: 'המוטב',
    amount: 'סכום',
    money: '49.90 EUR',
    reference: 'מספר אסמכתה',
    instructions: 'יש להעביר את הסכום עד תאריך היעד ולציין את מספר האסמכתה בדיוק.',
    scan: 'סרקו באפליקציית הבנק',
  },
  de: {
    title: 'Zahlschein',
    customer: 'Name des Kunden',
    name: 'Jürgen Weiß',
    recipient: 'Empfänger',
    amount: 'Betrag',
    money: '49,90 €',
    reference: 'Referenznummer',
    instructions:
      'Bitte überweisen Sie den Betrag bis zum Fälligkeitsdatum und geben Sie die Referenznummer genau an.',
    scan: 'Mit Ihrer Banking-App scannen',
  },
  bg: {
    title: 'Платежно нареждане',
    customer: 'Име на клиента',
    name: 'Иван Петров',
    recipient: 'Получател',
    amount: 'Сума',
    money: '49,90 €',
    reference: 'Референтен номер',
    instructions: 'Моля, преведете сумата до крайния срок, като посочите точно референтния номер.',
    scan: 'Сканирайте с банковото си приложение',
  },
  ja: {
    title: '払込票',
    customer: 'お客様のお名前',
    name: '山田 太郎',
    recipient: '受取人',
    amount: '金額',
    money: '€49.90',
    reference: '参照番号',
    instructions: '支払期日までに、参照番号を正確にご記入のうえ金額をお振り込みください。',
    scan: '銀行アプリで読み取ってください',
  },
  th: {
    title: 'ใบแจ้งชำระเงิน',
    customer: 'ชื่อลูกค้า',
    name: 'สมชาย ใจดี',
    recipient: 'ผู้รับเงิน',
    amount: 'จำนวนเงิน',
    money: '€49.90',
    reference: 'หมายเลขอ้างอิง',
    instructions: 'กรุณาโอนเงินภายในวันครบกำหนด โดยระบุหมายเลขอ้างอิงให้ถูกต้องตรงกัน',
    scan: 'สแกนด้วยแอปธนาคารของท่าน',
  },
};

/** The page's drawing operations, decompressed, as text. */
async function pageOperations(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const contents = document.getPage(0).node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return parts
    .map((part) => document.context.lookup(part))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
}

/** How a standard font's text shows in the operations: WinAnsi bytes as hexadecimal. */
const hexOf = (text: string) =>
  [...text].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('');

describe('the payment slip as a PDF', () => {
  it('is one A4 page, titled and tagged with the link’s language', async () => {
    const { painter } = recordingPainter();
    const bytes = await slipPdf(content('de', LANGUAGES.de ?? {}), painter);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(document.getTitle()).toBe('Zahlschein');
    const lang = document.catalog.lookup(PDFName.of('Lang'));
    expect(lang instanceof PDFString ? lang.decodeText() : String(lang)).toContain('de');
  });

  it('writes German with the standard fonts only: real text, umlauts and ß included', async () => {
    const { painter, painted } = recordingPainter();
    const operations = await pageOperations(
      await slipPdf(content('de', LANGUAGES.de ?? {}), painter),
    );
    expect(painted).toEqual([]);
    for (const text of [
      'Zahlschein',
      'Jürgen Weiß',
      IBAN,
      'RF18 5390 0754 7034',
      'Musterstraße 1, 10115 Berlin',
    ]) {
      expect(operations, text).toContain(hexOf(text));
    }
  });

  it.each(['bg', 'ja', 'th'])(
    'paints %s words through the browser, and keeps IBAN, reference and QR code as they are',
    async (language) => {
      const { painter, painted } = recordingPainter();
      const words = LANGUAGES[language] ?? {};
      const bytes = await slipPdf(content(language, words), painter);
      const operations = await pageOperations(bytes);
      expect(painted).toContain(words.title);
      expect(painted).toContain(words.name);
      expect(painted).toContain(words.customer);
      // What the shopper types into a bank stays real text in every language.
      expect(painted).not.toContain(IBAN);
      expect(painted.some((text) => text.includes('RF18'))).toBe(false);
      expect(operations).toContain(hexOf(IBAN));
      expect(operations).toContain(hexOf(REFERENCE));
      const document = await PDFDocument.load(bytes);
      expect(document.getTitle()).toBe(words.title);
    },
  );

  it('breaks long instructions between words, Thai ones included (no spaces between words)', async () => {
    const { painter, painted } = recordingPainter();
    const long = 'กรุณาโอนเงินภายในวันครบกำหนด'.repeat(6);
    await slipPdf({ ...content('th', LANGUAGES.th ?? {}), instructions: long }, painter);
    const lines = painted.filter((text) => long.includes(text) && text.length > 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(long);
  });

  describe('in a right-to-left language', () => {
    const RIGHT_EDGE = 595.28 - 56;

    /** Where the page's images (painted lines) are drawn: moved to x, rotated (by 0), scaled. */
    const images = (operations: string) =>
      [
        ...operations.matchAll(
          /1 0 0 1 ([\d.]+) [\d.-]+ cm\s+1 0 0 1 0 0 cm\s+([\d.]+) 0 0 [\d.]+ 0 0 cm\s+1 0 0 1 0 0 cm\s+\/Image-\S+ Do/g,
        ),
      ].map(([, x, width]) => ({ x: Number(x), width: Number(width) }));
    /** Where a standard font's `text` starts (its text matrix's x). */
    const textStart = (operations: string, text: string) =>
      Number(
        new RegExp(`1 0 0 1 ([\\d.]+) [\\d.-]+ Tm\\s*<${hexOf(text)}> Tj`).exec(operations)?.[1],
      );

    it.each(['ar', 'he'])(
      '%s: words painted right to left and set from the right, IBAN and reference still left to right text',
      async (language) => {
        const { painter, painted, directions } = recordingPainter();
        const words = LANGUAGES[language] ?? {};
        const operations = await pageOperations(await slipPdf(content(language, words), painter));
        expect(painted).toContain(words.title);
        expect([...directions]).toEqual(['rtl']);
        // Every painted line ends at the right margin or at the QR code's column on the left.
        const ends = images(operations).map(({ x, width }) => Math.round(x + width));
        expect(ends.length).toBeGreaterThan(5);
        expect(new Set(ends)).toEqual(new Set([Math.round(RIGHT_EDGE), 56 + 156]));
        // The details are the right-hand column now; the values stay real, left-to-right text.
        expect(textStart(operations, IBAN)).toBeGreaterThan(595.28 / 2);
        expect(operations).toContain(hexOf(REFERENCE));
      },
    );

    it('a left-to-right slip keeps its grid: details from the left margin', async () => {
      const { painter, directions } = recordingPainter();
      const operations = await pageOperations(
        await slipPdf(content('bg', LANGUAGES.bg ?? {}), painter),
      );
      expect([...directions]).toEqual(['ltr']);
      expect(textStart(operations, IBAN)).toBe(56);
    });
  });
});
