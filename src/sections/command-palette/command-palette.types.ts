// The /rest fields the command palette reads of what it finds (names from the REST API's OpenAPI description).

export interface NamedRecord {
  id: string;
  name: string;
  display_name?: string;
}

export interface FoundUserOrGroup {
  id: string;
  /** The display name (the directory's name), else the login. */
  name: string;
  login_name?: string;
  display_name?: string;
  domain?: string;
  group: boolean;
}

export interface FoundMachine {
  id: string;
  name: string;
  dns_name?: string;
  desktop_pool_id?: string;
}

export interface FoundSession {
  id: string;
  user_id: string;
  machine_id?: string;
  session_state?: string;
}

/** Where a found item leads: a section and, for one item, its id (as sections hand links over). */
export interface PaletteTarget {
  section: string;
  id?: string;
}

/** A section or setting the palette finds by its translated name. */
export interface PalettePlace {
  label: string;
  target: PaletteTarget;
}
