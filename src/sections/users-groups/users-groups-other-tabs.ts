// The users and groups list's tabs after the first, one chunk: the entitlements tab the section opens on
// carries only its own grid; this chunk is fetched once it has painted, so another tab usually opens at
// once (decision 0038).
export { HomeSiteAssignmentTab } from "./home-site-assignment-tab";
export { HomeSiteResolutionTab } from "./home-site-resolution-tab";
export { RemoteAccessTab } from "./remote-access-tab";
export { UnauthenticatedAccessTab } from "./unauthenticated-access-tab";
