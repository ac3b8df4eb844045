// The screens' catalogue files in ja (locales/<namespace>/ja.json), each its own chunk.
export default import.meta.glob<Record<string, unknown>>('/locales/*/**/ja.json', { import: 'default' });
