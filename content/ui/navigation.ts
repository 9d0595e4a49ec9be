/** The mobile menu's words (the links themselves come from the route registry). */
export const mobileMenuCopy = { open: 'Apri menu', close: 'Chiudi menu' }
