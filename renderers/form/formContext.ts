/** What the entity form gives its widgets through rjsf's form context. */
export interface EntityFormContext {
  /** Sets other fields of the form at once (a remote select's `fill`). */
  fill: (values: Record<string, unknown>) => void;
  /** The form's current values (a field-select reads the entity its sibling names). */
  values?: Record<string, unknown>;
}
