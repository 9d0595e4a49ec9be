/**
 * The <html> attribute that holds the resolved mode ("dark" or "light"), read by the stylesheet's
 * dark variant. <html> also carries the mode as its `dark` or `light` class, from the
 * server HTML on, kept a mirror of this attribute (lib/theme/theme-boot-script.ts). next-themes
 * writes the attribute, not the class: it sets the mode again on mount, and setting an attribute to
 * its own value restyles nothing, while its class swap (remove, then add) restyled the whole
 * document once more after hydration.
 */
export const themeAttribute = 'data-theme'

/**
 * Dark by default, even when the OS prefers light. In a module of its own, with the attribute: the
 * root error boundary, a client chunk every page loads, needs these two and none of the palettes.
 */
export const defaultMode = 'dark'
