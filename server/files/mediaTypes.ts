// The files the platform accepts, recognised by their first bytes (magic numbers), never by
// the name or the declared content type: a text file named photo.png is refused.
export interface MediaType { mediaType: string; extension: string }

interface Signature extends MediaType { matches: (head: Buffer) => boolean }

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Signature[] = [
  { mediaType: 'image/jpeg', extension: 'jpg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { mediaType: 'image/png', extension: 'png', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mediaType: 'image/webp', extension: 'webp', matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  { mediaType: 'application/pdf', extension: 'pdf', matches: (h) => startsWith(h, ascii('%PDF-')) },
];

export const ACCEPTED_EXTENSIONS = SIGNATURES.map((s) => s.extension);

export function sniffMediaType(content: Buffer): MediaType | null {
  const found = SIGNATURES.find((signature) => signature.matches(content));
  return found ? { mediaType: found.mediaType, extension: found.extension } : null;
}
