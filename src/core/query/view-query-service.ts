import { viewApi } from "../http/api-clients";
import { parseBodyText } from "../http/api-error";
import { QueryService, type QueryTransport } from "./query-service";

function withParams(path: string, params: Record<string, string> | undefined): string {
  if (!params || Object.keys(params).length === 0) return path;
  return `${path}?${new URLSearchParams(params).toString()}`;
}

function parseAnswer(text: string): unknown {
  // getcount answers with a bare number, which is JSON but not an object.
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : parseBodyText(text);
}

/**
 * The query service over the view API: bodies are JSON queries, cursor ids travel as the `id` query
 * parameter, and empty answers (delete) are fine.
 */
export const viewQueryTransport: QueryTransport = {
  async post(path, body, params) {
    const request = viewApi.url(withParams(path, params));
    const text = await (body === undefined ? request.post() : request.post(body)).text();
    return parseAnswer(text);
  },
  async get(path, params) {
    return parseAnswer(await viewApi.url(withParams(path, params)).get().text());
  },
};

/** The console's query service: one open-query counter for the whole page. */
export const queryService = new QueryService(viewQueryTransport);
