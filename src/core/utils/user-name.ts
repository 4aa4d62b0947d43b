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

/** The fields of a directory user the console names it by. */
export interface DirectoryUserNames {
  id: string;
  domain?: string;
  login_name?: string;
  display_name?: string;
}

/** How the console names a directory user: DOMAIN\login, else its display or login name, else its id. */
export function directoryUserName(user: DirectoryUserNames): string {
  return user.domain && user.login_name
    ? `${user.domain}\\${user.login_name}`
    : (user.display_name ?? user.login_name ?? user.id);
}
