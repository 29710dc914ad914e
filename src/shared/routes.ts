/**
 * The app's pages and their paths, in one place: the page's router picks a page with `pageAt`,
 * the header links with `PAGE_PATHS`, and the server answers `SHELL_PATHS` with the page shell
 * (the recipe page, at `/`, is the pre-rendered index.html).
 */
export const PAGE_PATHS = {
  recipes: '/',
  catalogue: '/tasks',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** The page a path shows: the catalogue at `/tasks` and below it, the recipes anywhere else. */
export function pageAt(pathname: string): PageName {
  const catalogue = PAGE_PATHS.catalogue;
  return pathname === catalogue || pathname.startsWith(`${catalogue}/`) ? 'catalogue' : 'recipes';
}

/** The server's routes for the pages that start from the empty shell. */
export const SHELL_PATHS = [PAGE_PATHS.catalogue, `${PAGE_PATHS.catalogue}/*`] as const;
