import { useState } from "react";
import { apiCallPath, curlCommand, type ApiCall } from "../../core/http/api-call";
import { useTranslation } from "../i18n/use-translation";

export interface ApiCallDisclosureProps {
  /** The call to show: API generation, method, path below the API's base and JSON body. */
  call: ApiCall;
  /** How many calls of this kind the action sends (batches); one by default. */
  callCount?: number;
}

/** The page's origin, for the full URL in the curl line (the console's own origin, or the portal's). */
function pageOrigin(): string {
  return typeof document === "undefined" ? "http://localhost" : new URL(document.baseURI).origin;
}

/**
 * "Show API call": the method, the path as the browser sends it (proxy base included), the JSON body
 * and a copyable curl line whose credentials are placeholders, never the session's tokens.
 */
export function ApiCallDisclosure({ call, callCount = 1 }: ApiCallDisclosureProps) {
  const t = useTranslation();
  const [copied, setCopied] = useState<"done" | "failed" | null>(null);
  const curl = curlCommand(call, pageOrigin());
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied("failed");
      return;
    }
    clipboard.writeText(curl).then(
      () => setCopied("done"),
      () => setCopied("failed"),
    );
  };
  return (
    <details className="vdc-api-call" onToggle={() => setCopied(null)}>
      <summary>{t("ui.apiCall.show")}</summary>
      <dl>
        {/* One request line, as HTTP writes it: a method alone (POST, PATCH) would read like an API code. */}
        <dt>{t("ui.apiCall.request")}</dt>
        <dd>
          <code>{`${call.method} ${apiCallPath(call)}`}</code>
        </dd>
        {callCount > 1 && (
          <>
            <dt>{t("ui.apiCall.calls")}</dt>
            <dd>{t("ui.apiCall.callCount", { count: callCount })}</dd>
          </>
        )}
      </dl>
      {call.body !== undefined && (
        <pre aria-label={t("ui.apiCall.body")}>
          <code>{JSON.stringify(call.body, null, 2)}</code>
        </pre>
      )}
      <pre aria-label={t("ui.apiCall.curl")}>
        <code>{curl}</code>
      </pre>
      <button type="button" className="vdc-button" onClick={copy}>
        {t("ui.apiCall.copy")}
      </button>
      {copied && (
        <span role="status">{t(copied === "done" ? "ui.apiCall.copied" : "ui.apiCall.copyFailed")}</span>
      )}
    </details>
  );
}
