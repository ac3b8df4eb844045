// One line of a record's history as GET <entity>/<id>/history answers it (server/entities/history.ts),
// newest first; the history block shows it.
export interface HistoryLine {
  time: string;
  /** The state action's name, or create, reopen. */
  action: string;
  fromState: string;
  toState: string;
  operatorName: string;
  /** The level a review action approved (审核配置), when it was one. */
  reviewLevel?: number;
  /** The action's fields as it wrote them. */
  values: Record<string, unknown>;
}
