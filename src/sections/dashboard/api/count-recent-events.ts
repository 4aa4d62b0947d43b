import { fetchAllPages } from "../../../core/http/api-clients";

/** Counts the audit events of one severity logged between two instants (epoch milliseconds). */
export async function countRecentEvents(
  severity: "ERROR" | "WARNING",
  from: number,
  to: number,
): Promise<number> {
  const filter = {
    type: "And",
    filters: [
      { type: "Equals", name: "severity", value: severity },
      // The OpenAPI file spells the bounds from_value/to_value; some servers read fromValue/toValue.
      { type: "Between", name: "time", from_value: from, to_value: to, fromValue: from, toValue: to },
    ],
  };
  const events = await fetchAllPages<{ id: number }>("/external/v1/audit-events", { filter });
  return events.length;
}
