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
import { hashForNavigation, NAVIGATION, pageFromHash, type PortalPage } from "./portal-pages";

type PortalTheme = "light" | "dark";

interface Banner {
  level: ErrorLevel;
  message: string;
}

/** Everything the demo portal shows; render() draws it, and only the handlers below change it. */
interface PortalState {
  session: PortalSession | null;
  /** Signed in through <vdc-login> with a console account: the elements share that session, no tokens. */
  consoleUser: string | null;
  isStarting: boolean;
  isSigningIn: boolean;
  signInMessage: string | null;
  banner: Banner | null;
  theme: PortalTheme;
  locale: string;
  page: PortalPage;
}

const THEME_KEY = "northwind.theme";
const LOCALES = ["en", "de", "es", "fr", "ja", "ko", "zh-CN", "zh-TW"] as const;

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
  locale: "en",
  page: pageFromHash(location.hash),
};

const container = document.getElementById("portal");

function update(changes: Partial<PortalState>): void {
  Object.assign(state, changes);
  document.documentElement.dataset.theme = state.theme;
  if (container) render(portalPage(), container);
}

function signInFailureMessage(result: Exclude<PortalResult, { session: PortalSession }>): string {
  switch (result.failure) {
    case "invalid-credentials":
      return "The portal user name or password is not correct.";
    case "too-many-attempts":
      return "Too many failed sign-ins. Please wait a few minutes and try again.";
    case "not-signed-in":
      return "Your session has ended. Please sign in again.";
    case "console-unavailable":
      return "The desktop service is not available right now. Please try again later.";
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
          <h2>Service health</h2>
          <vdc-dashboard
            access-token=${accessToken}
            refresh-token=${refreshToken}
            proxy-base=${CONSOLE_PROXY_BASE}
            theme=${theme}
            locale=${locale}
          ></vdc-dashboard>
        </section>
        <section class="portal-card">
          <h2>Who is connected</h2>
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
        <h2>Desktop pools</h2>
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
        <h2>Published applications</h2>
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
          <p><a href="#/desktops">All desktop pools</a></p>
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
          <h2>Who is connected to this pool</h2>
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
        <h2>Sessions</h2>
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
        <h2>Machines</h2>
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
        <p><a href="#/machines">All machines</a></p>
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
        <h2>Service settings</h2>
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
        <h2>Licensing</h2>
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
    <span>${banner.message}</span>
    <button type="button" class="portal-link-button" @click=${() => update({ banner: null })}>Dismiss</button>
  </div>`;
}

function signInView(): TemplateResult {
  const { theme, locale } = state;
  return html`<div class="portal-sign-in-options">
    ${portalSignInView()}
    <section class="portal-card portal-console-sign-in">
      <h2>Console administrators</h2>
      <p>Administrators with their own console account can sign in to the console directly.</p>
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
    <h2>Portal sign-in</h2>
    <p class="portal-hint">Demo portal account: <code>tenant</code> / <code>vdc-demo</code></p>
    ${state.signInMessage ? html`<p class="portal-error" role="alert">${state.signInMessage}</p>` : nothing}
    <form @submit=${(event: SubmitEvent) => void onSignIn(event)}>
      <label>Portal user <input name="username" autocomplete="username" required /></label>
      <label
        >Password <input name="password" type="password" autocomplete="current-password" required
      /></label>
      <button type="submit" ?disabled=${state.isSigningIn}>
        ${state.isSigningIn ? "Signing in…" : "Sign in"}
      </button>
    </form>
  </section>`;
}

function headerView(): TemplateResult {
  const { session, consoleUser, theme, locale, page } = state;
  // Signed in to the portal, or straight to the console through <vdc-login>.
  const signedInAs = session?.user.displayName ?? consoleUser;
  return html`<header class="portal-header">
    <h1>Northwind Hosting</h1>
    ${
      signedInAs !== null
        ? html`<nav class="portal-nav" aria-label="Portal">
            ${NAVIGATION.map(
              (entry) =>
                html`<a href=${entry.hash} aria-current=${entry.page.includes(page.name) ? "page" : nothing}
                  >${entry.label}</a
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
        >Language
        <select
          @change=${(event: Event) => update({ locale: (event.target as HTMLSelectElement).value })}
          .value=${locale}
        >
          ${LOCALES.map((code) => html`<option value=${code} ?selected=${code === locale}>${code}</option>`)}
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
        Dark mode
      </button>
      ${
        signedInAs !== null
          ? html`<span class="portal-user">${signedInAs}</span>
              <button type="button" class="portal-link-button" @click=${() => void onSignOut()}>
                Sign out
              </button>`
          : nothing
      }
    </div>
  </header>`;
}

function portalPage(): TemplateResult {
  let content: TemplateResult;
  if (state.isStarting) content = html`<p role="status">Loading…</p>`;
  else if (!state.session && !state.consoleUser) content = signInView();
  else content = elementsFor(state.page);
  return html`${headerView()}
    <main class="portal-main">${bannerView()}${content}</main>
    <footer class="portal-footer">
      Northwind Hosting demo portal: the panels are vdc custom elements.
    </footer>`;
}

document.addEventListener("vdc-session-expired", () => void renewSession());
document.addEventListener("vdc-navigate", (event) => {
  const hash = hashForNavigation(event.detail);
  if (hash) location.hash = hash;
  else
    update({ banner: { level: "info", message: `This portal has no page for “${event.detail.section}”.` } });
});
document.addEventListener("vdc-error", (event) => {
  update({ banner: { level: event.detail.level, message: event.detail.message } });
});
document.addEventListener("vdc-signed-in", (event) => {
  const { domain, username } = event.detail;
  update({
    consoleUser: `${domain}\\${username}`,
    banner: { level: "info", message: `Signed in to the console as ${domain}\\${username}.` },
  });
});
window.addEventListener("hashchange", () => update({ page: pageFromHash(location.hash) }));

// A reload keeps the portal session (its cookie): ask for fresh console tokens instead of a new sign-in.
update({});
void renewConsoleTokens(null).then((result) =>
  update({ isStarting: false, session: "session" in result ? result.session : null }),
);
