/**
 * Files and a pretend server for the attachment stories: real PDF and PNG bytes made in the browser,
 * an upload that reports progress on a timer, and a stand-in for the office viewer (Storybook has no
 * network). Not part of the package.
 */
import type { UploadAttachment } from '../AttachmentUploader';
import type { Attachment } from '../attachmentRules';

export const MB = 1024 * 1024;

let sequence = 0;

/** The attachment a server would answer for `file`, readable at an object URL. */
export function attachmentFor(file: Blob & { readonly name: string }): Attachment {
  sequence += 1;
  return {
    id: `att-${sequence}`,
    name: file.name,
    size: file.size,
    type: file.type,
    url: URL.createObjectURL(file),
  };
}

export interface SimulatedUploadOptions {
  /** How many first attempts fail half-way ("502 Bad Gateway"). */
  readonly failures?: number;
  /** Stops reporting at this percentage and never finishes. */
  readonly stopAt?: number;
  /** Milliseconds between progress reports. */
  readonly stepMs?: number;
}

/** An upload that reports progress in eighths and answers with `attachmentFor`. */
export function simulatedUpload({
  failures = 0,
  stopAt,
  stepMs = 90,
}: SimulatedUploadOptions = {}): UploadAttachment {
  let remainingFailures = failures;
  return (file, { onProgress, signal }) =>
    new Promise<Attachment>((resolve, reject) => {
      const total = Math.max(file.size, 1);
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        const percent = Math.min(100, step * 12.5);
        if (stopAt !== undefined && percent >= stopAt) {
          clearInterval(timer);
          onProgress({ loaded: (total * stopAt) / 100, total, percent: stopAt });
          return;
        }
        onProgress({ loaded: (total * percent) / 100, total, percent });
        if (remainingFailures > 0 && percent >= 50) {
          remainingFailures -= 1;
          clearInterval(timer);
          reject(new Error('502 Bad Gateway'));
          return;
        }
        if (percent >= 100) {
          clearInterval(timer);
          resolve(attachmentFor(file));
        }
      }, stepMs);
      signal.addEventListener('abort', () => {
        clearInterval(timer);
        reject(signal.reason);
      });
    });
}

/** A one-page PDF with a few lines of text, as real PDF bytes. */
export function pdfFile(name: string, lines: readonly string[]): File {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 56 ${760 - index * 28} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new File([body], name, { type: 'application/pdf' });
}

/** A receipt drawn on a canvas, as a PNG file. */
export async function receiptPng(name = 'taxi-receipt.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 360;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas here');
  context.fillStyle = '#eef0f3';
  context.fillRect(0, 0, 360, 480);
  context.fillStyle = '#ffffff';
  context.fillRect(30, 24, 300, 432);
  context.fillStyle = '#1b2230';
  context.font = 'bold 20px sans-serif';
  context.fillText('CITY TAXI CO.', 60, 72);
  context.font = '14px sans-serif';
  const rows: [string, string][] = [
    ['Date', '2024-03-18'],
    ['From', 'Airport T2'],
    ['To', 'Harbour Hotel'],
    ['Distance', '23.4 km'],
    ['Fare', '86.00'],
    ['Tolls', '12.00'],
  ];
  rows.forEach(([label, amount], index) => {
    context.fillStyle = '#556070';
    context.fillText(label, 60, 120 + index * 32);
    context.fillStyle = '#1b2230';
    context.fillText(amount, 200, 120 + index * 32);
  });
  context.strokeStyle = '#9aa3b2';
  context.setLineDash([4, 4]);
  context.beginPath();
  context.moveTo(60, 320);
  context.lineTo(300, 320);
  context.stroke();
  context.font = 'bold 18px sans-serif';
  context.fillText('TOTAL   98.00', 60, 360);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('No PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Hosts allowed to preview office documents, as `@opsdesk/http`'s `DEFAULT_OFFICE_PREVIEW_DOMAINS`. */
export const OFFICE_PREVIEW_DOMAINS: readonly string[] = ['view.officeapps.live.com'];

/** `https` and an allowed host or one of its subdomains, as `@opsdesk/http`'s `isOfficePreviewAllowed`. */
export function isAllowedViewer(url: string, domains: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase();
    return (
      parsed.protocol === 'https:' && domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
    );
  } catch {
    return false;
  }
}

/**
 * A page that plays Microsoft's office viewer for `viewerUrl`: Storybook runs without network, so
 * the allowed viewer address is checked, then shown through this stand-in.
 */
export function officeViewerStandIn(viewerUrl: string, title: string): string {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
body{margin:0;background:#e6e6e6;font:14px/1.6 "Segoe UI",system-ui,sans-serif;color:#222}
header{display:flex;gap:12px;align-items:center;padding:8px 16px;background:#2b579a;color:#fff;font-size:13px}
header b{font-weight:600}main{max-width:620px;margin:24px auto;padding:48px 56px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:22px;margin:0 0 12px}table{border-collapse:collapse;width:100%;margin-top:16px}
td,th{border:1px solid #bbb;padding:6px 8px;text-align:left}small{display:block;margin-top:24px;color:#555;word-break:break-all}
</style></head><body><header><b>Word</b><span>${title}</span></header><main>
<h1>Travel policy 2024</h1>
<p>Employees book flights, trains and hotels through the travel platform. Economy class applies to flights under six hours.</p>
<table><tr><th>City tier</th><th>Hotel per night</th><th>Meals per day</th></tr>
<tr><td>Tier 1</td><td>650.00</td><td>150.00</td></tr><tr><td>Tier 2</td><td>480.00</td><td>120.00</td></tr></table>
<small>Stand-in for ${viewerUrl.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</small>
</main></body></html>`;
  return URL.createObjectURL(new Blob([html], { type: 'text/html' }));
}
