// Every screen in eight locales (tests/support/every-screen.ts): the section story files from a to f. The
// rest is in every-screen-others.test.tsx, so that the story layer's two workers share the screens.
import { checkEveryScreen, type StoryModule } from "../support/every-screen";

// import.meta.glob takes its patterns as literals only; the files' text gives the order their stories were
// written in (a module's exports come in alphabetical order).
checkEveryScreen(
  import.meta.glob<StoryModule>("../../stories/sections/[a-f]*.stories.tsx", { eager: true }),
  import.meta.glob<string>("../../stories/sections/[a-f]*.stories.tsx", {
    eager: true,
    query: "?raw",
    import: "default",
  }),
);
