// The floor's own request layer, which does nothing: without one, Next builds the site's
// middleware.ts (two folders up) into the floor, whose redirects would turn its /content pages away.
export function proxy() {}
