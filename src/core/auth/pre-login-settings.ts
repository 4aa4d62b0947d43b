/** The pre-login settings of either API generation, as the login screen needs them. */
export interface PreLoginSettings {
  /** enableUIUsernameCaching / enable_user_name_caching: "Remember user" may be offered. */
  isUserNameCachingEnabled: boolean;
  /** The pre-login banner, when one must be accepted before signing in. */
  banner: { header: string; message: string } | null;
  apiSessionTimeoutSeconds?: number;
  consoleSessionTimeoutSeconds?: number;
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function positive(value: unknown): number | undefined {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : undefined;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function banner(show: unknown, header: unknown, message: unknown): PreLoginSettings["banner"] {
  if (show !== true) return null;
  return { header: textOf(header), message: textOf(message) };
}

/** Reads GET /rest/config/v1/pre-logon-settings (minutes, snake_case). */
export function preLoginSettingsFromRest(body: unknown): PreLoginSettings {
  const data = record(body);
  const apiMinutes = positive(data.api_session_timeout_minutes);
  const consoleMinutes = positive(data.console_session_timeout_minutes);
  return {
    isUserNameCachingEnabled: data.enable_user_name_caching === true,
    banner: banner(
      data.display_pre_login_admin_banner,
      data.pre_login_admin_banner_header,
      data.pre_login_admin_banner_message,
    ),
    ...(apiMinutes === undefined ? {} : { apiSessionTimeoutSeconds: apiMinutes * 60 }),
    ...(consoleMinutes === undefined ? {} : { consoleSessionTimeoutSeconds: consoleMinutes * 60 }),
  };
}

/**
 * Reads GET GlobalSettings/GetPreLogonSettings (first generation): viewApiSessionTimeout in seconds, the
 * console timeout in minutes (the server spells it consoleSessioTimeout).
 */
export function preLoginSettingsFromView(body: unknown): PreLoginSettings {
  const data = record(body);
  const apiSeconds = positive(data.viewApiSessionTimeout);
  const consoleMinutes = positive(data.consoleSessioTimeout ?? data.consoleSessionTimeout);
  return {
    isUserNameCachingEnabled: data.enableUIUsernameCaching === true,
    banner: banner(
      data.displayPreLoginAdminBanner,
      data.preLoginAdminBannerHeader,
      data.preLoginAdminBannerMessage,
    ),
    ...(apiSeconds === undefined ? {} : { apiSessionTimeoutSeconds: apiSeconds }),
    ...(consoleMinutes === undefined ? {} : { consoleSessionTimeoutSeconds: consoleMinutes * 60 }),
  };
}

/** The key refresh interval on the login page: API timeout minus 60 s, never below 60 s. */
export function handshakeIntervalMs(apiSessionTimeoutSeconds: number): number {
  return Math.max(60, apiSessionTimeoutSeconds - 60) * 1000;
}
