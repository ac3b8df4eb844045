// The screens' catalogue files in en (locales/<namespace>/en.json), each its own chunk.
export default import.meta.glob<Record<string, unknown>>('/locales/*/**/en.json', { import: 'default' });
