/** A directory login split into its parts; domain is "" when the name carried none. */
export interface DomainUser {
  domain: string;
  user: string;
}

/** Splits "DOMAIN\user" at the first backslash; a name without one is all user. */
export function splitDomainUser(name: string): DomainUser {
  const index = name.indexOf("\\");
  if (index < 0) return { domain: "", user: name };
  return { domain: name.slice(0, index), user: name.slice(index + 1) };
}
