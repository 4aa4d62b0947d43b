import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { DASHBOARD_ROUTE, internalRoute } from "../../core/auth/landing-page";
import { offerLandingPrefetch } from "../../core/auth/landing-hint";
import { loginPhase } from "../../core/auth/sign-in.model";
import { features, isFeatureEnabled } from "../../core/features/feature-flags";
import { isLoggedIn, lastActiveRoute, targetAddress } from "../../core/session/session.model";
import { VdcRoot } from "../../ui/root/vdc-root";
import { widgetStyles } from "../../ui/styles/widgets.styles";
import { LoginPage } from "../login/login-page";
import { loginScreenStyles } from "../login/login-screen.styles";
import { MainLayout } from "../main/main-layout";
import { preloadModule } from "../../ui/lazy/lazy-module";
import { loadDashboard, SectionOutlet } from "../main/section-outlet";
import { SectionPlaceholder } from "../main/section-placeholder";
import { currentHash, navigate } from "../router/hash-location";
import { decideRoute, type RouteDecision } from "../router/routes";
import { shellStyles } from "./shell.styles";

// Sections adopt their own stylesheets when they mount (useStyleSheets).
const SHELL_STYLES = [widgetStyles, loginScreenStyles, shellStyles];

function useRouteDecision(): RouteDecision {
  useSignals();
  const hash = currentHash.value;
  void features.value;
  const phase = loginPhase.value;
  const signedInHome =
    internalRoute(targetAddress.value) ?? internalRoute(lastActiveRoute.value) ?? DASHBOARD_ROUTE;
  return decideRoute(hash, {
    isLoggedIn: isLoggedIn.value,
    isSigningIn: phase === "starting" || phase === "signingIn",
    isFeatureEnabled,
    signedInHome,
  });
}

/** The hash router: login routes, the guarded main routes and their redirects. */
export function ShellRouter() {
  const decision = useRouteDecision();
  const hash = currentHash.value;

  useEffect(() => {
    if (decision.kind === "redirect") {
      if (decision.storeTarget) targetAddress.value = decision.storeTarget;
      else if (decision.to === internalRoute(targetAddress.peek())) targetAddress.value = null;
      navigate(decision.to, { replace: true });
    } else if (decision.kind === "section") {
      lastActiveRoute.value = hash;
    } else if (decision.kind === "login") {
      // Most sign-ins land on the dashboard: its chunk arrives while the admin types, and once there it
      // can start its reads with the session's when the landing hint says so (decision 0033).
      void preloadModule(loadDashboard);
      loadDashboard().then(
        (dashboard) => offerLandingPrefetch(DASHBOARD_ROUTE, dashboard.prefetchDashboard),
        () => undefined, // The section's own loading line reports a chunk that cannot be loaded.
      );
    }
  }, [decision, hash]);

  switch (decision.kind) {
    case "redirect":
      return null;
    case "login":
      return <LoginPage isSessionTimeout={decision.isSessionTimeout} />;
    case "section":
      return (
        <MainLayout currentSection={decision.section}>
          <SectionOutlet
            key={decision.section}
            section={decision.section}
            rest={decision.rest}
            helpTopic={decision.helpTopic}
          />
        </MainLayout>
      );
    case "featureDisabled":
      return (
        <MainLayout currentSection={decision.section}>
          <SectionPlaceholder section={decision.section} reason="featureDisabled" />
        </MainLayout>
      );
    case "notFound":
      return (
        <MainLayout currentSection={null}>
          <SectionPlaceholder section={decision.path} reason="notFound" />
        </MainLayout>
      );
  }
}

/** The standalone console. */
export function ConsoleApp() {
  return (
    <VdcRoot styles={SHELL_STYLES}>
      <ShellRouter />
    </VdcRoot>
  );
}
