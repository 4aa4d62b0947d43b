import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { changeLocale, fetchBundleLoader } from "../core/i18n/i18n";
import { resolveLocale } from "../core/i18n/locales";
import { CONSOLE_VERSION } from "../core/version";
import { preloadModule } from "../ui/lazy/lazy-module";
import { ConsoleApp } from "./app/console-app";
import { startShell } from "./app/shell-effects";
import { loadCommandPalette } from "./main/header-search";

const host = document.getElementById("vdc-console");
if (!host) throw new Error("The console page has no #vdc-console element");

// The standalone console renders in a shadow root like every element, so one set of styles serves both.
const shadowRoot = host.attachShadow({ mode: "open" });

void changeLocale(
  resolveLocale(navigator.language),
  fetchBundleLoader(new URL("./locales/", document.baseURI), CONSOLE_VERSION),
);

// The header's search box after the login page: not in the first load, there by the time the shell shows.
void preloadModule(loadCommandPalette);

// Rendering waits for the other tabs' answer so a second tab opens signed in, not on the login form.
startShell(shadowRoot)
  .catch((error: unknown) => console.error("Console start-up failed", error))
  .finally(() => {
    createRoot(shadowRoot).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    );
  });
