// A message in the format its platform takes (provincial-platforms.json variant): json — the
// message as built (camelCase, as the MOT specifications name the fields); xml — Root/Body with
// the same fields as elements named in PascalCase (OriginalDocumentNumber ...), a list as its
// element repeated (<Driver>…</Driver><Driver>…</Driver>), as the XML platforms' SDKs write it.
import type { FormatVariant } from './provinces';
import type { ReportMessage } from './messages';

export const CONTENT_TYPES: Record<FormatVariant, string> = { json: 'application/json; charset=utf-8', xml: 'application/xml; charset=utf-8' };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => (/[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!) : text);

function element(lines: string[], tag: string, value: unknown, indent: string): void {
  if (typeof value === 'object' && value !== null) {
    lines.push(`${indent}<${tag}>`);
    elements(lines, value as Record<string, unknown>, `${indent}  `);
    lines.push(`${indent}</${tag}>`);
  } else {
    lines.push(`${indent}<${tag}>${escapeXml(String(value))}</${tag}>`);
  }
}

function elements(lines: string[], value: Record<string, unknown>, indent: string): void {
  for (const name of Object.keys(value)) {
    const item = value[name];
    const tag = name.charAt(0).toUpperCase() + name.slice(1);
    if (Array.isArray(item)) for (const one of item) element(lines, tag, one, indent);
    else element(lines, tag, item, indent);
  }
}

/** The body sent to the platform, indented (as the record keeps it, readable). */
export function serializeMessage(message: ReportMessage, variant: FormatVariant): string {
  if (variant === 'json') return JSON.stringify(message, null, 2);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<Root>', '  <Body>'];
  elements(lines, message as unknown as Record<string, unknown>, '    ');
  lines.push('  </Body>', '</Root>');
  return lines.join('\n');
}
