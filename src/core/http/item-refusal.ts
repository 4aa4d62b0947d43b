import { ApiError } from "./api-error";

/**
 * For a form whose one call answers a result per item (the REST bulk actions): the first refused item
 * becomes the call's failure, with the server's message, so the form shows it and keeps what was typed.
 */
export function throwItemRefusal(answer: unknown): void {
  const results = Array.isArray(answer) ? (answer as { status_code?: unknown; errors?: unknown }[]) : [];
  const refused = results.find(
    (result) => typeof result?.status_code === "number" && result.status_code >= 400,
  );
  if (refused)
    throw new ApiError({ status: refused.status_code as number, body: { errors: refused.errors } });
}
