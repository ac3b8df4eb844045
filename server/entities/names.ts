// Property names travel in camelCase; columns are snake_case (docs/contracts.md). Capitals
// inside a name become `_` + lower case: consignorID -> consignor_i_d would be unreadable, so a
// run of capitals counts as one word: consignorID -> consignor_id.
export function columnOf(property: string): string {
  return property
    .replace(/([a-z0-9])([A-Z]+)(?=[A-Z][a-z]|$|[0-9])/g, (_m, before: string, caps: string) => `${before}_${caps.toLowerCase()}`)
    .replace(/([a-z0-9])([A-Z])/g, (_m, before: string, cap: string) => `${before}_${cap.toLowerCase()}`)
    .toLowerCase();
}
