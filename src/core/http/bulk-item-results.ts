/** One item's answer of a bulk REST call (the OpenAPI's BulkItemResponseInfo), in the order items were sent. */
export interface BulkItemResult {
  id?: string;
  status_code?: number;
  errors?: { error_key?: string; error_message?: string }[];
}

/** An item a bulk call refused: its place in the request, and the server's message when it gave one. */
export interface BulkItemRefusal {
  index: number;
  message: string | undefined;
}

/**
 * The items a bulk REST call refused (errors listed, or a status of 400 or more). An answer that is not a
 * list refuses nothing: the call itself succeeded.
 */
export function bulkItemRefusals(results: unknown): BulkItemRefusal[] {
  if (!Array.isArray(results)) return [];
  return (results as BulkItemResult[]).flatMap((result, index) =>
    (result.errors?.length ?? 0) > 0 || (result.status_code ?? 200) >= 400
      ? [{ index, message: result.errors?.[0]?.error_message }]
      : [],
  );
}
