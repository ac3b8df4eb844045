// The screens' catalogue files in zh (locales/<namespace>/zh.json), each its own chunk.
export default import.meta.glob<Record<string, unknown>>('/locales/*/**/zh.json', { import: 'default' });
