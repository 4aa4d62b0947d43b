import { setApiFetch } from "../../../src/core/http/api-clients";
import type { ApiCall } from "../../../src/core/http/api-call";
import type { SectionAction } from "../../../src/ui/actions/section-action";

/** An RDS host as the section kit's stories list it. */
export interface Host {
  id: string;
  name: string;
  state: "ENABLED" | "DISABLED";
}

export const HOSTS: Host[] = Array.from({ length: 8 }, (_, index) => ({
  id: `host-${index + 1}`,
  name: `rds-host-${String(index + 1).padStart(2, "0")}`,
  state: index % 3 === 0 ? "DISABLED" : "ENABLED",
}));

/** A pod stand-in for the stories' actions: a bulk answer per id, the last host refused. */
export function answerActions(): void {
  setApiFetch(async (_input, init) => {
    const ids = JSON.parse(typeof init?.body === "string" ? init.body : "[]") as string[];
    return Response.json(
      ids.map((id) =>
        id === "host-8"
          ? { id, status_code: 409, errors: [{ error_message: "The host is draining: try again later" }] }
          : { id, status_code: 200 },
      ),
    );
  });
}

const disableHosts = (rows: readonly Host[]): ApiCall => ({
  api: "rest",
  method: "POST",
  path: "/inventory/v1/rds-servers/action/disable",
  body: rows.map((row) => row.id),
});

/** One bulk action on hosts, sent as one batch call. */
export const HOST_ACTIONS: readonly SectionAction<Host>[] = [
  {
    id: "disable",
    label: "ui.bulk.item",
    selection: "many",
    variant: "danger",
    request: { kind: "batch", call: disableHosts },
  },
];
