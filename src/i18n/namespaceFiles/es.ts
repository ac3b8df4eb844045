// The screens' catalogue files in es (locales/<namespace>/es.json), each its own chunk.
export default import.meta.glob<Record<string, unknown>>('/locales/*/**/es.json', { import: 'default' });
