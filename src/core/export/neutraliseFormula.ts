// Formula injection (CSV injection): a spreadsheet runs a text cell starting with = + - or @ as
// a formula. Every exported text cell so starting gets a leading apostrophe, which spreadsheets
// show as text and which stays visible (and harmless) in csv, txt, html and xml.
const FORMULA_START = /^[=+\-@]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
