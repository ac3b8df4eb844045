// What an uploaded file's address shows, told by the extension of its path: the platform
// stores files as /files/<hex>.<jpg|png|webp|pdf> (signed with ?expires=…&signature=…).
// An address without an extension is taken for an image (an upload field accepts images
// unless it says otherwise); the console falls back to a file card if it does not load.
export type FileKind = 'image' | 'pdf' | 'file';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp', 'svg', 'avif']);

/** The path of an address without its query and fragment. */
function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

export function fileKindOf(url: string): FileKind {
  if (/^data:image\//i.test(url)) return 'image';
  const name = pathOf(url).split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot < 0) return 'image';
  const extension = name.slice(dot + 1).toLowerCase();
  if (extension === 'pdf') return 'pdf';
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : 'file';
}

/** The file name an address ends with (`a1b2….pdf`), for a file card. */
export function fileNameOf(url: string): string {
  const name = pathOf(url).split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
