// The dictionaries' codes by type (scripts/build/dictionaryCodes.ts).
declare module 'virtual:dictionary-codes' {
  const codes: Record<string, string[]>;
  export default codes;
}
