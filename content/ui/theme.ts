/** The theme controls' words; the names of the modes and palettes live with the theme settings in lib/theme. */
export const themeCopy = {
  toggle: 'Cambia tema',
  toggleState: (current: string, next: string) => `Cambia tema (attuale: ${current}, prossimo: ${next})`,
  colours: 'Colori del tema',
  mainColour: 'Colore principale',
  customColour: 'Colore personalizzato',
  reset: 'Ripristina predefiniti',
}
