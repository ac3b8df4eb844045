// Whether a chosen file matches an `accept` list as the file input reads it ("image/*",
// "image/png,.pdf"): by MIME type, a type family (`image/*`) or a name extension. Checked before
// sending, so a wrong file is refused at once with its name; the server checks again.

export interface FileFacts {
  name: string;
  /** MIME type as the browser reports it ('' when it does not know). */
  type: string;
}

export function acceptsFile(accept: string, file: FileFacts): boolean {
  const rules = accept.split(',').map((rule) => rule.trim().toLowerCase()).filter(Boolean);
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Images are previewed; other files (a PDF) show as their name. */
export function isImageUrl(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|bmp|svg)(\?|#|$)/i.test(url);
}

/** The extensions an accept list names, for the hint under the upload area (JPG、PNG、PDF). */
export function acceptedKinds(accept: string): string[] {
  const kinds = new Set<string>();
  for (const rule of accept.split(',').map((entry) => entry.trim().toLowerCase())) {
    if (rule === 'image/*') ['JPG', 'PNG'].forEach((kind) => kinds.add(kind));
    else if (rule.startsWith('.')) kinds.add(rule.slice(1).toUpperCase());
    else if (rule.includes('/')) kinds.add(rule.split('/')[1]!.replace('jpeg', 'jpg').toUpperCase());
  }
  return [...kinds];
}
