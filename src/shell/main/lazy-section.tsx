import { Suspense, use, useState, type ReactNode } from "react";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LoadFailed } from "../../ui/load-failed/load-failed";

/** Imports a section's module: a dynamic import(), so each section is its own chunk. */
export type SectionLoader<Module> = () => Promise<Module>;

type Settled<Module> = { module: Module } | { error: unknown };

// One settled promise per loader: a page opened again renders at once; a failed load is forgotten so
// that Retry imports it afresh. Loaded modules are also kept by loader, so a preloaded section
// renders without suspending at all (a suspended reveal would wait for React's fallback throttle).
const settledLoads = new Map<SectionLoader<unknown>, Promise<Settled<unknown>>>();
const loadedModules = new Map<SectionLoader<unknown>, unknown>();

function settle<Module>(load: SectionLoader<Module>): Promise<Settled<Module>> {
  let settled = settledLoads.get(load) as Promise<Settled<Module>> | undefined;
  if (!settled) {
    settled = load().then(
      (module) => {
        loadedModules.set(load, module);
        return { module };
      },
      (error: unknown) => {
        settledLoads.delete(load);
        console.warn("Could not load a console page", error);
        return { error };
      },
    );
    settledLoads.set(load, settled);
  }
  return settled;
}

/** Starts loading a section before it is opened (the landing page while the admin signs in). */
export async function preloadSection(load: SectionLoader<unknown>): Promise<void> {
  await settle(load);
}

export interface LazySectionProps<Module> {
  load: SectionLoader<Module>;
  render: (module: Module) => ReactNode;
}

/** A section loaded on first use: a loading line while its chunk arrives, a retry if it cannot. */
export function LazySection<Module>({ load, render }: LazySectionProps<Module>) {
  const t = useTranslation();
  const [, setAttempt] = useState(0);
  if (loadedModules.has(load)) return render(loadedModules.get(load) as Module);
  return (
    <Suspense
      fallback={
        <p role="status" className="shell-section-state">
          {t("shell.section.loading")}
        </p>
      }
    >
      <SettledSection
        settled={settle(load)}
        render={render}
        retry={() => setAttempt((attempt) => attempt + 1)}
      />
    </Suspense>
  );
}

interface SettledSectionProps<Module> {
  settled: Promise<Settled<Module>>;
  render: (module: Module) => ReactNode;
  retry: () => void;
}

function SettledSection<Module>({ settled, render, retry }: SettledSectionProps<Module>) {
  const t = useTranslation();
  const outcome = use(settled);
  if ("module" in outcome) return render(outcome.module);
  return (
    <LoadFailed message={t("shell.section.loadFailed")} onRetry={retry} className="shell-section-state" />
  );
}
