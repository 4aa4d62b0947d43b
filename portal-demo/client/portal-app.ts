import { html, nothing, render, type TemplateResult } from "lit-html";
import type { ErrorLevel } from "../../elements/element-events";
import {
  CONSOLE_PROXY_BASE,
  renewConsoleTokens,
  signInToPortal,
  signOutOfPortal,
  type PortalResult,
  type PortalSession,
} from "./portal-api";
import { changePortalLocale, portalText as t, startPortalI18n } from "./portal-i18n";
import { PORTAL_LOCALES, type PortalLocale } from "./portal-messages";
import { hashForNavigation, NAVIGATION, pageFromHash, type PortalPage } from "./portal-pages";

type PortalTheme = "light" | "dark";

/** A message of an element (already in its language), or one of the portal's own (a key, kept to re-translate). */
interface Banner {
  level: ErrorLevel;
  message?: string;
  key?: string;
  values?: Record<string, string>;
}

/** Everything the demo portal shows; render() draws it, and only the handlers below change it. */
interface PortalState {
  session: PortalSession | null;
  /** Signed in through <vdc-login> with a console account: the elements share that session, no tokens. */
  consoleUser: string | null;
  isStarting: boolean;
  isSigningIn: boolean;
  /** Key of the portal's text about the last sign-in failure. */
  signInMessage: string | null;
  banner: Banner | null;
  theme: PortalTheme;
  locale: PortalLocale;
  page: PortalPage;
}

const THEME_KEY = "northwind.theme";

function storedTheme(): PortalTheme {
  try {
    return localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

const state: PortalState = {
  session: null,
  consoleUser: null,
  isStarting: true,
  isSigningIn: false,
  signInMessage: null,
  banner: null,
  theme: storedTheme(),
  // The browser's language until the visitor picks one; the console elements follow the same choice.
  locale: startPortalI18n(navigator.languages.length > 0 ? navigator.languages : [navigator.language]),
  page: pageFromHash(location.hash),
};

const container = document.getElementById("portal");

function update(changes: Partial<PortalState>): void {
  Object.assign(state, changes);
  document.documentElement.dataset.theme = state.theme;
  document.documentElement.lang = state.locale;
  document.title = t("page.title");
  if (container) render(portalPage(), container);
}

function signInFailureMessage(result: Exclude<PortalResult, { session: PortalSession }>): string {
  switch (result.failure) {
    case "invalid-credentials":
      return "signIn.invalidCredentials";
    case "too-many-attempts":
      return "signIn.tooManyAttempts";
    case "not-signed-in":
      return "signIn.notSignedIn";
    case "console-unavailable":
      return "signIn.consoleUnavailable";
  }
}

async function onSignIn(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const form = event.currentTarget as HTMLFormElement;
  const data = new FormData(form);
  update({ isSigningIn: true, signInMessage: null });
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await signInToPortal(field("username"), field("password"));
  if ("session" in result) update({ session: result.session, isSigningIn: false, banner: null });
  else update({ isSigningIn: false, signInMessage: signInFailureMessage(result) });
}

/** Any console element on the page: they all share one session and each can end it. */
function consoleElement(): (HTMLElement & { signOut?: () => Promise<void> }) | undefined {
  return [...document.querySelectorAll<HTMLElement>("*")].find((element) =>
    element.localName.startsWith("vdc-"),
  );
}

async function onSignOut(): Promise<void> {
  const refreshToken = state.session?.refreshToken ?? null;
  // Any element ends the page's console session for all of them, before they leave the page.
  try {
    await consoleElement()?.signOut?.();
  } catch (error) {
    // The console could not be told (offline): its session is forgotten on this page all the same.
    console.warn("Console sign-out failed", error);
  }
  update({ session: null, consoleUser: null, banner: null, signInMessage: null });
  await signOutOfPortal(refreshToken);
}

let renewal: Promise<void> | null = null;

/** The console session behind the elements ended: get new tokens, or ask the portal user to sign in again. */
function renewSession(): Promise<void> {
  renewal ??= (async () => {
    const result = await renewConsoleTokens(state.session?.refreshToken ?? null);
    if ("session" in result) update({ session: result.session });
    else update({ session: null, signInMessage: signInFailureMessage(result) });
  })().finally(() => {
    renewal = null;
  });
  return renewal;
}

function consoleAttributes() {
  const session = state.session;
  return {
    accessToken: session?.accessToken ?? nothing,
    refreshToken: session?.refreshToken ?? nothing,
  };
}

function elementsFor(page: PortalPage): TemplateResult {
  const { accessToken, refreshToken } = consoleAttributes();
  const { theme, locale } = state;
  switch (page.name) {
    case "overview":
      return html`<section class="portal-card">
          <h2>${t("card.health")}</h2>
          <vdc-dashboard
            access-token=${accessToken}
            refresh-token=${refreshToken}
            proxy-base=${CONSOLE_PROXY_BASE}
            theme=${theme}
            locale=${locale}
          ></vdc-dashboard>
        </section>
        <section class="portal-card">
          <h2>${t("card.connected")}</h2>
          <vdc-sessions
            access-token=${accessToken}
            refresh-token=${refreshToken}
            proxy-base=${CONSOLE_PROXY_BASE}
            theme=${theme}
            locale=${locale}
          ></vdc-sessions>
        </section>`;
    case "desktops":
      return html`<section class="portal-card">
        <h2>${t("card.desktopPools")}</h2>
        <vdc-desktop-pools
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-desktop-pools>
      </section>`;
    case "applications":
      return html`<section class="portal-card">
        <h2>${t("card.applications")}</h2>
        <vdc-application-pools
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-application-pools>
      </section>`;
    case "desktop":
      return html`<section class="portal-card">
          <p><a href="#/desktops">${t("card.allDesktopPools")}</a></p>
          <vdc-desktop-pool
            pool-id=${page.poolId}
            access-token=${accessToken}
            refresh-token=${refreshToken}
            proxy-base=${CONSOLE_PROXY_BASE}
            theme=${theme}
            locale=${locale}
          ></vdc-desktop-pool>
        </section>
        <section class="portal-card">
          <h2>${t("card.connectedToPool")}</h2>
          <vdc-sessions
            pool-id=${page.poolId}
            access-token=${accessToken}
            refresh-token=${refreshToken}
            proxy-base=${CONSOLE_PROXY_BASE}
            theme=${theme}
            locale=${locale}
          ></vdc-sessions>
        </section>`;
    case "sessions":
      return html`<section class="portal-card">
        <h2>${t("card.sessions")}</h2>
        <vdc-sessions
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-sessions>
      </section>`;
    case "machines":
      return html`<section class="portal-card">
        <h2>${t("card.machines")}</h2>
        <vdc-machines
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-machines>
      </section>`;
    case "machine":
      return html`<section class="portal-card">
        <p><a href="#/machines">${t("card.allMachines")}</a></p>
        <vdc-machine
          machine-id=${page.machineId}
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-machine>
      </section>`;
    case "settings":
      return html`<section class="portal-card">
        <h2>${t("card.settings")}</h2>
        <vdc-global-settings
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-global-settings>
      </section>`;
    case "licensing":
      return html`<section class="portal-card">
        <h2>${t("card.licensing")}</h2>
        <vdc-licensing
          access-token=${accessToken}
          refresh-token=${refreshToken}
          proxy-base=${CONSOLE_PROXY_BASE}
          theme=${theme}
          locale=${locale}
        ></vdc-licensing>
      </section>`;
  }
}

function bannerView(): TemplateResult | typeof nothing {
  const banner = state.banner;
  if (!banner) return nothing;
  return html`<div
    class="portal-banner"
    data-level=${banner.level}
    role=${banner.level === "error" ? "alert" : "status"}
  >
    <span>${banner.key ? t(banner.key, banner.values) : banner.message}</span>
    <button type="button" class="portal-link-button" @click=${() => update({ banner: null })}>
      ${t("banner.dismiss")}
    </button>
  </div>`;
}

function signInView(): TemplateResult {
  const { theme, locale } = state;
  return html`<div class="portal-sign-in-options">
    ${portalSignInView()}
    <section class="portal-card portal-console-sign-in">
      <h2>${t("signIn.consoleTitle")}</h2>
      <p>${t("signIn.consoleHint")}</p>
      <vdc-login
        domain="EXAMPLE"
        proxy-base=${CONSOLE_PROXY_BASE}
        theme=${theme}
        locale=${locale}
      ></vdc-login>
    </section>
  </div>`;
}

function portalSignInView(): TemplateResult {
  return html`<section class="portal-card portal-sign-in">
    <h2>${t("signIn.title")}</h2>
    <p class="portal-hint">${t("signIn.demoAccount")} <code>tenant</code> / <code>vdc-demo</code></p>
    ${state.signInMessage ? html`<p class="portal-error" role="alert">${t(state.signInMessage)}</p>` : nothing}
    <form @submit=${(event: SubmitEvent) => void onSignIn(event)}>
      <label>${t("signIn.user")} <input name="username" autocomplete="username" required /></label>
      <label
        >${t("signIn.password")}
        <input name="password" type="password" autocomplete="current-password" required
      /></label>
      <button type="submit" ?disabled=${state.isSigningIn}>
        ${state.isSigningIn ? t("signIn.busy") : t("signIn.submit")}
      </button>
    </form>
  </section>`;
}

/** A language's own name for itself ("Deutsch", "日本語"), as a language picker shows it. */
function languageName(locale: PortalLocale): string {
  return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
}

function onPickLocale(value: string): void {
  const locale = PORTAL_LOCALES.find((code) => code === value);
  if (!locale) return;
  changePortalLocale(locale);
  update({ locale });
}

function headerView(): TemplateResult {
  const { session, consoleUser, theme, locale, page } = state;
  // Signed in to the portal, or straight to the console through <vdc-login>.
  const signedInAs = session?.user.displayName ?? consoleUser;
  return html`<header class="portal-header">
    <h1>Northwind Hosting</h1>
    ${
      signedInAs !== null
        ? html`<nav class="portal-nav" aria-label=${t("nav.label")}>
            ${NAVIGATION.map(
              (entry) =>
                html`<a href=${entry.hash} aria-current=${entry.page.includes(page.name) ? "page" : nothing}
                  >${t(entry.label)}</a
                >`,
            )}
          </nav>`
        : nothing
    }
    <div class="portal-tools">
      ${
        signedInAs !== null
          ? html`<vdc-command-palette
              access-token=${consoleAttributes().accessToken}
              refresh-token=${consoleAttributes().refreshToken}
              proxy-base=${CONSOLE_PROXY_BASE}
              theme=${theme}
              locale=${locale}
            ></vdc-command-palette>`
          : nothing
      }
      <label
        >${t("header.language")}
        <select
          @change=${(event: Event) => onPickLocale((event.target as HTMLSelectElement).value)}
          .value=${locale}
        >
          ${PORTAL_LOCALES.map(
            (code) =>
              html`<option value=${code} lang=${code} ?selected=${code === locale}>
                ${languageName(code)}
              </option>`,
          )}
        </select></label
      >
      <button
        type="button"
        class="portal-theme-switch"
        aria-pressed=${theme === "dark" ? "true" : "false"}
        @click=${() => {
          const next: PortalTheme = theme === "dark" ? "light" : "dark";
          try {
            localStorage.setItem(THEME_KEY, next);
          } catch {
            // Private mode: the choice lasts for this page only.
          }
          update({ theme: next });
        }}
      >
        ${t("header.darkMode")}
      </button>
      ${
        signedInAs !== null
          ? html`<span class="portal-user">${signedInAs}</span>
              <button type="button" class="portal-link-button" @click=${() => void onSignOut()}>
                ${t("header.signOut")}
              </button>`
          : nothing
      }
    </div>
  </header>`;
}

function portalPage(): TemplateResult {
  let content: TemplateResult;
  if (state.isStarting) content = html`<p role="status">${t("state.loading")}</p>`;
  else if (!state.session && !state.consoleUser) content = signInView();
  else content = elementsFor(state.page);
  return html`${headerView()}
    <main class="portal-main">${bannerView()}${content}</main>
    <footer class="portal-footer">${t("footer.text")}</footer>`;
}

document.addEventListener("vdc-session-expired", () => void renewSession());
document.addEventListener("vdc-navigate", (event) => {
  const hash = hashForNavigation(event.detail);
  if (hash) location.hash = hash;
  else update({ banner: { level: "info", key: "banner.noPage", values: { section: event.detail.section } } });
});
document.addEventListener("vdc-error", (event) => {
  update({ banner: { level: event.detail.level, message: event.detail.message } });
});
document.addEventListener("vdc-signed-in", (event) => {
  const { domain, username } = event.detail;
  update({
    consoleUser: `${domain}\\${username}`,
    banner: { level: "info", key: "banner.consoleSignedIn", values: { user: `${domain}\\${username}` } },
  });
});
// A message about the page left (a link it had no page for) does not follow the visitor to the next one.
window.addEventListener("hashchange", () => update({ page: pageFromHash(location.hash), banner: null }));

// A reload keeps the portal session (its cookie): ask for fresh console tokens instead of a new sign-in.
update({});
void renewConsoleTokens(null).then((result) =>
  update({ isStarting: false, session: "session" in result ? result.session : null }),
);
