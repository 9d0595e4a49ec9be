// How bench:web writes one side's figures less another's: signed, each in its column's unit.

export const KB = 1024
/** Bytes in KB, one decimal. */
export const kb = (bytes) => (bytes / KB).toFixed(1)
/** A difference with its sign: +12, -3, 0. */
export const signed = (value, text) => (value > 0 ? `+${text}` : text)

const seconds = (ms) => (ms / 1000).toFixed(2)
const wholeMs = (ms) => String(Math.round(ms))
/** Each figure's unit as the tables print it; any other figure is bytes, in KB. */
const formats = {
  performance: String,
  fcp: seconds,
  lcp: seconds,
  paintedLcp: seconds,
  renderDelay: wholeMs,
  tbt: wholeMs,
  cls: (value) => value.toFixed(3),
}

/** `side` less `reference` for each of `keys`, signed and formatted. */
export const signedDifferences = (side, reference, keys) =>
  keys.map((key) => {
    const value = side[key] - reference[key]
    return signed(value, (formats[key] ?? kb)(value))
  })
