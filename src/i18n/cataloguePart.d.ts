// A part of a shell catalogue (src/i18n/catalogueParts.ts), split from the file by the build.
declare module '*.json?part=first' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?part=console' {
  const texts: Record<string, unknown>;
  export default texts;
}
